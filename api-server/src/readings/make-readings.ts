// Making the stored readings (migration 014): the texts still without them, newest first, read by
// the analyser's worker in batches, each saved only if its text is still the one read. New and
// changed posts come first; old ones are walked after them, a batch at a time. A text the analyser
// or the save fails on is recorded and left for a later try (db/item-failures.ts): it never holds up
// the texts after it.
import type { ReadingCorrection, RubyText } from '@hiroba/contract/reading-aids';
import type { Queryable } from '../db/database';
import { clearItemFailures, recordItemFailure, type JobItem } from '../db/item-failures';
import type { ItemFailed } from '../lib/log-safety';
import { MAKE_READINGS_QUEUE, findPendingTexts, saveBodyRuby, saveColumnRuby, saveQuestionRuby } from './reading-repository';
import { rubyHtml } from './ruby-html';

/** The worker's read (reading-pool.ts); a column's texts are read with its own corrections. */
export type ReadTexts = (texts: string[], corrections?: readonly ReadingCorrection[]) => Promise<RubyText[]>;

/** Texts of each kind per batch: a question's body is at most 5,000 characters, a column's 200,000. */
const BATCH = 20;

/** One kind's items read together, then saved one by one. */
interface Batch<T extends JobItem> {
  items: T[];
  texts(item: T): string[];
  save(item: T, ruby: RubyText[]): Promise<unknown>;
}

/**
 * Reads batches until nothing is left or `maxBatches` ran; answers how many items got readings. A batch
 * the worker fails on is read again item by item, so only the item that fails waits.
 */
export async function makeReadings(db: Queryable, read: ReadTexts, failed: ItemFailed = () => undefined, maxBatches = 10): Promise<number> {
  const fail = async (item: JobItem, error: unknown) => failed(MAKE_READINGS_QUEUE, item.item, await recordItemFailure(db, MAKE_READINGS_QUEUE, item, error), error);

  /** Each item's readings, the whole batch at once when the worker takes it. */
  async function readEach<T extends JobItem>({ items, texts }: Batch<T>): Promise<[T, RubyText[]][]> {
    try {
      const ruby = await read(items.flatMap(texts));
      let at = 0;
      return items.map((item) => [item, ruby.slice(at, (at += texts(item).length))]);
    } catch {
      const read1: [T, RubyText[]][] = [];
      for (const item of items) {
        try {
          read1.push([item, await read(texts(item))]);
        } catch (error) {
          await fail(item, error);
        }
      }
      return read1;
    }
  }

  /** Saves what was read; answers the items that got readings. */
  async function saveEach<T extends JobItem>(batch: Batch<T>, done: [T, RubyText[]][]): Promise<string[]> {
    const saved: string[] = [];
    for (const [item, ruby] of done) {
      try {
        await batch.save(item, ruby);
        saved.push(item.item);
      } catch (error) {
        await fail(item, error);
      }
    }
    return saved;
  }

  let made = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const { questions, comments, replies, columns } = await findPendingTexts(db, BATCH);
    if (questions.length + comments.length + replies.length + columns.length === 0) break;

    const batches = [
      { items: questions, texts: (q) => [q.title, q.body], save: (q, [title, body]) => saveQuestionRuby(db, q, title, body) } satisfies Batch<(typeof questions)[number]>,
      { items: comments, texts: (c) => [c.body], save: (c, [body]) => saveBodyRuby(db, 'comments', c, body) } satisfies Batch<(typeof comments)[number]>,
      { items: replies, texts: (r) => [r.body], save: (r, [body]) => saveBodyRuby(db, 'replies', r, body) } satisfies Batch<(typeof replies)[number]>,
    ];
    const [questionsRead, commentsRead, repliesRead] = await Promise.all([readEach(batches[0]), readEach(batches[1]), readEach(batches[2])]);
    const saved = [
      ...(await saveEach(batches[0], questionsRead)),
      ...(await saveEach(batches[1], commentsRead)),
      ...(await saveEach(batches[2], repliesRead)),
    ];
    // Each column with its own reading corrections (docs/reading-aids.md#reading-corrections).
    for (const c of columns) {
      try {
        const readColumn = (texts: string[]) => read(texts, c.reading_corrections);
        const [title] = await readColumn([c.title]);
        await saveColumnRuby(db, c, title, await rubyHtml(c.body, readColumn));
        saved.push(c.item);
      } catch (error) {
        await fail(c, error);
      }
    }
    await clearItemFailures(db, MAKE_READINGS_QUEUE, saved);
    made += saved.length;
  }
  return made;
}
