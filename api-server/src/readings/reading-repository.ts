// The stored readings (migrations 014, 016): what still has to be read, saving what was read, and the
// readings of one question's page or one column. A save names the text it was made from, so a text
// changed in the meantime keeps no reading of its old words (the trigger emptied it; the next run reads
// it again).
import { rubyReading, type ReadingCorrection, type RubyText } from '@hiroba/contract/reading-aids';
import { searchColumns } from '../search/search-columns-sql';
import { searchFieldsOf } from '../search/search-text';
import type { Queryable } from '../db/database';
import { itemHeldBack, type JobItem } from '../db/item-failures';
import { READINGS_VERSION } from './readings-version';

/** The make-readings job's queue (jobs/make-readings.ts); its items' failures are kept under it (db/item-failures.ts). */
export const MAKE_READINGS_QUEUE = 'make-readings';

/**
 * A text to read: `item` names it among the job's items (`question:12`) and `fingerprint` is what was
 * read (the analyser's version and the text), so a failed text is tried afresh once it changes.
 */
interface PendingItem extends JobItem {
  id: number;
}

/** A column to read, with the corrections its readings are made with. */
export interface PendingColumn extends PendingItem {
  title: string;
  body: string;
  reading_corrections: ReadingCorrection[];
}

/** The texts of one kind still without readings, newest first. */
export interface PendingTexts {
  questions: (PendingItem & { title: string; body: string })[];
  comments: (PendingItem & { body: string })[];
  replies: (PendingItem & { body: string })[];
  columns: PendingColumn[];
}

/** Where each kind's texts are, which have no readings, and what a text's fingerprint is (its version and words). */
const PENDING = {
  questions: { columns: 'id, title, body', from: 'questions WHERE deleted_at IS NULL', unread: '(title_ruby IS NULL OR body_ruby IS NULL)', item: "'question:' || id", text: "title || chr(10) || body" },
  comments: { columns: 'id, body', from: 'comments WHERE deleted_at IS NULL', unread: 'body_ruby IS NULL', item: "'comment:' || id", text: 'body' },
  replies: { columns: 'id, body', from: 'replies WHERE deleted_at IS NULL', unread: 'body_ruby IS NULL', item: "'reply:' || id", text: 'body' },
  columns: {
    columns: 'id, title, body, reading_corrections',
    from: 'columns WHERE TRUE',
    unread: '(title_ruby IS NULL OR body_ruby_html IS NULL)',
    item: "'column:' || id",
    text: 'title || chr(10) || body || chr(10) || reading_corrections::text',
  },
} as const;

/**
 * Up to `limit` texts of each kind to read: first those without readings, newest first (new and changed
 * posts, then old ones never read), then those read by an older version of the analyser, in no order.
 * A text whose reading failed waits for its next try, and is left out once set aside (db/item-failures.ts).
 */
export async function findPendingTexts(db: Queryable, limit: number): Promise<PendingTexts> {
  const [questions, comments, replies, columns] = await Promise.all([
    pendingOf<PendingTexts['questions'][number]>(db, limit, PENDING.questions),
    pendingOf<PendingTexts['comments'][number]>(db, limit, PENDING.comments),
    pendingOf<PendingTexts['replies'][number]>(db, limit, PENDING.replies),
    pendingOf<PendingColumn>(db, limit, PENDING.columns),
  ]);
  return { questions, comments, replies, columns };
}

/** Each query has its own index (migrations 014, 016). */
async function pendingOf<T>(db: Queryable, limit: number, kind: (typeof PENDING)[keyof typeof PENDING]): Promise<T[]> {
  const fingerprint = `'${READINGS_VERSION}' || chr(10) || ${kind.text}`;
  const select = `SELECT ${kind.columns}, ${kind.item} AS item, ${fingerprint} AS fingerprint FROM ${kind.from} AND NOT ${itemHeldBack(MAKE_READINGS_QUEUE, kind.item, fingerprint)}`;
  const unreadRows = await db.query<T>(`${select} AND ${kind.unread} ORDER BY id DESC LIMIT $1`, [limit]);
  if (unreadRows.length === limit) return unreadRows;
  const older = await db.query<T>(`${select} AND ruby_version < $2 AND NOT ${kind.unread} LIMIT $1`, [limit - unreadRows.length, READINGS_VERSION]);
  return [...unreadRows, ...older];
}

const json = (ruby: RubyText) => JSON.stringify(ruby);

/** Saved with the search columns that hold the readings (a word typed in kana finds the question), while the text is still the one read. */
export function saveQuestionRuby(db: Queryable, q: { id: number; title: string; body: string }, title: RubyText, body: RubyText) {
  const params: unknown[] = [q.id, q.title, q.body, json(title), json(body), READINGS_VERSION];
  const search = searchColumns(searchFieldsOf(q.title, q.body, { title: rubyReading(title), body: rubyReading(body) }), params);
  return db.query(`UPDATE questions SET title_ruby = $4::jsonb, body_ruby = $5::jsonb, ruby_version = $6, ${search.set} WHERE id = $1 AND title = $2 AND body = $3`, params);
}

export const saveBodyRuby = (db: Queryable, table: 'comments' | 'replies', row: { id: number; body: string }, body: RubyText) =>
  db.query(`UPDATE ${table} SET body_ruby = $3::jsonb, ruby_version = $4 WHERE id = $1 AND body = $2`, [row.id, row.body, json(body), READINGS_VERSION]);

/** Saved only while the title, body and corrections are still the ones read. */
export const saveColumnRuby = (db: Queryable, c: PendingColumn, title: RubyText, bodyHtml: string) =>
  db.query('UPDATE columns SET title_ruby = $4::jsonb, body_ruby_html = $5, ruby_version = $7 WHERE id = $1 AND title = $2 AND body = $3 AND reading_corrections = $6::jsonb', [
    c.id,
    c.title,
    c.body,
    json(title),
    bodyHtml,
    JSON.stringify(c.reading_corrections),
    READINGS_VERSION,
  ]);

/** The stored readings of a question and of the given comments and replies (whoever may see them). */
export async function findQuestionRuby(db: Queryable, questionId: number, commentIds: number[], replyIds: number[]) {
  const [question, comments, replies] = await Promise.all([
    db.one<{ title_ruby: RubyText | null; body_ruby: RubyText | null }>('SELECT title_ruby, body_ruby FROM questions WHERE id = $1', [questionId]),
    commentIds.length ? db.query<{ id: number; body_ruby: RubyText }>('SELECT id, body_ruby FROM comments WHERE id = ANY($1::int[]) AND body_ruby IS NOT NULL', [commentIds]) : [],
    replyIds.length ? db.query<{ id: number; body_ruby: RubyText }>('SELECT id, body_ruby FROM replies WHERE id = ANY($1::int[]) AND body_ruby IS NOT NULL', [replyIds]) : [],
  ]);
  return {
    title: question?.title_ruby ?? null,
    body: question?.body_ruby ?? null,
    comments: new Map(comments.map((c) => [c.id, c.body_ruby])),
    replies: new Map(replies.map((r) => [r.id, r.body_ruby])),
  };
}

/** A column's stored readings, with the body they were made from. */
export const findColumnRuby = (db: Queryable, columnId: number) =>
  db.one<{ title_ruby: RubyText | null; body: string; body_ruby_html: string | null }>('SELECT title_ruby, body, body_ruby_html FROM columns WHERE id = $1', [columnId]);
