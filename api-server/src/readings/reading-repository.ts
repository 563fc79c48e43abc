// The stored readings (migration 014): what still has to be read, saving what was read, and the
// readings of one question's page or one column. A save names the text it was made from, so a text
// changed in the meantime keeps no reading of its old words (the trigger emptied it; the next run reads
// it again).
import type { ReadingCorrection, RubyText } from '@hiroba/contract/reading-aids';
import type { Queryable } from '../db/database';

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

export async function findPendingTexts(db: Queryable, limit: number): Promise<PendingTexts> {
  const [questions, comments, replies, columns] = await Promise.all([
    db.query<PendingTexts['questions'][number]>(
      'SELECT id, title, body FROM questions WHERE deleted_at IS NULL AND (title_ruby IS NULL OR body_ruby IS NULL) ORDER BY id DESC LIMIT $1',
      [limit],
    ),
    db.query<PendingTexts['comments'][number]>('SELECT id, body FROM comments WHERE deleted_at IS NULL AND body_ruby IS NULL ORDER BY id DESC LIMIT $1', [limit]),
    db.query<PendingTexts['replies'][number]>('SELECT id, body FROM replies WHERE deleted_at IS NULL AND body_ruby IS NULL ORDER BY id DESC LIMIT $1', [limit]),
    db.query<PendingTexts['columns'][number]>('SELECT id, title, body, reading_corrections FROM columns WHERE title_ruby IS NULL OR body_ruby_html IS NULL ORDER BY id DESC LIMIT $1', [limit]),
  ]);
  return { questions, comments, replies, columns };
}

const json = (ruby: RubyText) => JSON.stringify(ruby);

export const saveQuestionRuby = (db: Queryable, q: { id: number; title: string; body: string }, title: RubyText, body: RubyText) =>
  db.query('UPDATE questions SET title_ruby = $4::jsonb, body_ruby = $5::jsonb WHERE id = $1 AND title = $2 AND body = $3', [q.id, q.title, q.body, json(title), json(body)]);

export const saveBodyRuby = (db: Queryable, table: 'comments' | 'replies', row: { id: number; body: string }, body: RubyText) =>
  db.query(`UPDATE ${table} SET body_ruby = $3::jsonb WHERE id = $1 AND body = $2`, [row.id, row.body, json(body)]);

/** Saved only while the title, body and corrections are still the ones read. */
export const saveColumnRuby = (db: Queryable, c: PendingColumn, title: RubyText, bodyHtml: string) =>
  db.query('UPDATE columns SET title_ruby = $4::jsonb, body_ruby_html = $5 WHERE id = $1 AND title = $2 AND body = $3 AND reading_corrections = $6::jsonb', [
    c.id,
    c.title,
    c.body,
    json(title),
    bodyHtml,
    JSON.stringify(c.reading_corrections),
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
