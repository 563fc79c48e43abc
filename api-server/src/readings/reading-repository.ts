// The stored readings (migrations 014, 016): what still has to be read, saving what was read, and the
// readings of one question's page or one column. A save names the text it was made from, so a text
// changed in the meantime keeps no reading of its old words (the trigger emptied it; the next run reads
// it again).
import type { ReadingCorrection, RubyText } from '@hiroba/contract/reading-aids';
import type { Queryable } from '../db/database';
import { READINGS_VERSION } from './readings-version';

/** A column to read, with the corrections its readings are made with. */
export interface PendingColumn {
  id: number;
  title: string;
  body: string;
  reading_corrections: ReadingCorrection[];
}

/** The texts of one kind still without readings, newest first. */
export interface PendingTexts {
  questions: { id: number; title: string; body: string }[];
  comments: { id: number; body: string }[];
  replies: { id: number; body: string }[];
  columns: PendingColumn[];
}

/**
 * Up to `limit` texts of each kind to read: first those without readings, newest first (new and changed
 * posts, then old ones never read), then those read by an older version of the analyser, in no order.
 */
export async function findPendingTexts(db: Queryable, limit: number): Promise<PendingTexts> {
  const [questions, comments, replies, columns] = await Promise.all([
    pendingOf<PendingTexts['questions'][number]>(db, limit, 'id, title, body FROM questions WHERE deleted_at IS NULL', '(title_ruby IS NULL OR body_ruby IS NULL)'),
    pendingOf<PendingTexts['comments'][number]>(db, limit, 'id, body FROM comments WHERE deleted_at IS NULL', 'body_ruby IS NULL'),
    pendingOf<PendingTexts['replies'][number]>(db, limit, 'id, body FROM replies WHERE deleted_at IS NULL', 'body_ruby IS NULL'),
    pendingOf<PendingColumn>(db, limit, 'id, title, body, reading_corrections FROM columns WHERE TRUE', '(title_ruby IS NULL OR body_ruby_html IS NULL)'),
  ]);
  return { questions, comments, replies, columns };
}

/** `from` selects a kind's texts; `unread` says a text has no readings. Each query has its own index (migrations 014, 016). */
async function pendingOf<T>(db: Queryable, limit: number, from: string, unread: string): Promise<T[]> {
  const unreadRows = await db.query<T>(`SELECT ${from} AND ${unread} ORDER BY id DESC LIMIT $1`, [limit]);
  if (unreadRows.length === limit) return unreadRows;
  const older = await db.query<T>(`SELECT ${from} AND ruby_version < $2 AND NOT (${unread}) LIMIT $1`, [limit - unreadRows.length, READINGS_VERSION]);
  return [...unreadRows, ...older];
}

const json = (ruby: RubyText) => JSON.stringify(ruby);

export const saveQuestionRuby = (db: Queryable, q: { id: number; title: string; body: string }, title: RubyText, body: RubyText) =>
  db.query('UPDATE questions SET title_ruby = $4::jsonb, body_ruby = $5::jsonb, ruby_version = $6 WHERE id = $1 AND title = $2 AND body = $3', [
    q.id,
    q.title,
    q.body,
    json(title),
    json(body),
    READINGS_VERSION,
  ]);

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
