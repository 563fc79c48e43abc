// Making the stored readings (migration 014): the texts still without them, newest first, read by
// the analyser's worker in batches, each saved only if its text is still the one read. New and
// changed posts come first; old ones are walked after them, a batch at a time.
import type { ReadingCorrection, RubyText } from '@hiroba/contract/reading-aids';
import type { Queryable } from '../db/database';
import { findPendingTexts, saveBodyRuby, saveColumnRuby, saveQuestionRuby } from './reading-repository';
import { rubyHtml } from './ruby-html';

/** The worker's read (reading-pool.ts); a column's texts are read with its own corrections. */
export type ReadTexts = (texts: string[], corrections?: readonly ReadingCorrection[]) => Promise<RubyText[]>;

/** Texts of each kind per batch: a question's body is at most 5,000 characters, a column's 200,000. */
const BATCH = 20;

/** Reads batches until nothing is left or `maxBatches` ran; answers how many items got readings. */
export async function makeReadings(db: Queryable, read: ReadTexts, maxBatches = 10): Promise<number> {
  let made = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const pending = await findPendingTexts(db, BATCH);
    const { questions, comments, replies, columns } = pending;
    if (questions.length + comments.length + replies.length + columns.length === 0) break;

    const [questionRuby, commentRuby, replyRuby] = await Promise.all([
      read(questions.flatMap((q) => [q.title, q.body])),
      read(comments.map((c) => c.body)),
      read(replies.map((r) => r.body)),
    ]);
    for (const [i, q] of questions.entries()) await saveQuestionRuby(db, q, questionRuby[2 * i], questionRuby[2 * i + 1]);
    for (const [i, c] of comments.entries()) await saveBodyRuby(db, 'comments', c, commentRuby[i]);
    for (const [i, r] of replies.entries()) await saveBodyRuby(db, 'replies', r, replyRuby[i]);
    // Each column with its own reading corrections (docs/reading-aids.md#reading-corrections).
    for (const c of columns) {
      const readColumn = (texts: string[]) => read(texts, c.reading_corrections);
      const [title] = await readColumn([c.title]);
      await saveColumnRuby(db, c, title, await rubyHtml(c.body, readColumn));
    }
    made += questions.length + comments.length + replies.length + columns.length;
  }
  return made;
}
