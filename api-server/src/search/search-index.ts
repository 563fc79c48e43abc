// Bringing the search columns up to date after the folding changed (SEARCH_VERSION): new and edited
// rows are written with the current folding by their own statement; this walks the older ones, a
// batch at a time, newest first, until none is left (the reindex-search job). A question keeps the
// readings its ふりがな gave it.
import { rubyReading } from '@hiroba/contract/reading-aids';
import { columnText } from '../columns/column-html';
import type { Database } from '../db/database';
import { saveColumnSearch, saveQuestionSearch, staleColumns, staleQuestions } from './search-index-repository';
import { SEARCH_VERSION, searchFieldsOf } from './search-text';

const BATCH = 500;

/** Writes the search columns of up to `maxBatches` batches of older rows again; answers how many. */
export async function reindexSearch(db: Database, maxBatches = 20): Promise<number> {
  let done = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const [questions, columns] = await Promise.all([staleQuestions(db, SEARCH_VERSION, BATCH), staleColumns(db, SEARCH_VERSION, BATCH)]);
    if (questions.length + columns.length === 0) break;
    await db.transaction(async (tx) => {
      for (const q of questions) {
        const readings = q.title_ruby && q.body_ruby ? { title: rubyReading(q.title_ruby), body: rubyReading(q.body_ruby) } : null;
        await saveQuestionSearch(tx, q, searchFieldsOf(q.title, q.body, readings));
      }
      // As column-input.ts writes them: the title, then the excerpt and the body's text.
      for (const c of columns) await saveColumnSearch(tx, c, searchFieldsOf(c.title, `${c.excerpt}\n${columnText(c.body)}`));
    });
    done += questions.length + columns.length;
  }
  return done;
}
