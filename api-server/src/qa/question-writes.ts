// Writing questions. The search columns and the excerpt are written with the text they come from,
// in the same statement, so they can never drift apart.
import type { Queryable } from '../db/database';
import { badRequest } from '../lib/http-errors';
import { checkContentReferences } from '../content/references';
import { excerptOf, searchFieldsOf } from '../content/search-text';

export interface QuestionInput {
  title?: string;
  body?: string;
  category_id?: number;
  tag_ids?: number[];
  expert_info_id?: number | null;
}

/** Trims title and body and refuses blank ones (the schema has checked the lengths). */
export function cleanQuestionInput<T extends QuestionInput>(input: T): T {
  const out = { ...input };
  if (out.title !== undefined) {
    out.title = out.title.trim();
    if (!out.title) throw badRequest('title', 'タイトルを入力してください。');
  }
  if (out.body !== undefined) {
    out.body = out.body.trim();
    if (!out.body) throw badRequest('body', '本文を入力してください。');
  }
  return out;
}

/** The category, tags and expert must exist and be public; each failure names its field. */
export const checkQuestionReferences = (db: Queryable, input: QuestionInput) =>
  checkContentReferences(db, input, 'この専門家には質問できません。一覧から選び直してください。');

async function replaceTags(tx: Queryable, questionId: number, tagIds: number[]): Promise<void> {
  await tx.query('DELETE FROM question_tags WHERE question_id = $1', [questionId]);
  if (tagIds.length) {
    await tx.query('INSERT INTO question_tags (question_id, tag_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [questionId, tagIds]);
  }
}

export async function insertQuestion(
  tx: Queryable,
  userId: number | null,
  input: { title: string; body: string; category_id: number | null; tag_ids?: number[]; expert_info_id?: number | null },
  createdAt?: Date,
): Promise<number> {
  const search = searchFieldsOf(input.title, input.body);
  const row = await tx.one<{ id: number }>(
    `INSERT INTO questions (title, body, excerpt, search_text, search_bigrams, category_id, user_id, expert_info_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, COALESCE($9, now()), COALESCE($9, now())) RETURNING id`,
    [input.title, input.body, excerptOf(input.body), search.search_text, search.search_bigrams, input.category_id, userId, input.expert_info_id ?? null, createdAt ?? null],
  );
  await replaceTags(tx, row!.id, input.tag_ids ?? []);
  return row!.id;
}

export async function updateQuestion(tx: Queryable, current: { id: number; title: string; body: string }, input: QuestionInput): Promise<void> {
  const title = input.title ?? current.title;
  const body = input.body ?? current.body;
  const search = searchFieldsOf(title, body);
  await tx.query(
    `UPDATE questions SET title = $2, body = $3, excerpt = $4, search_text = $5, search_bigrams = $6,
       category_id = COALESCE($7, category_id),
       expert_info_id = CASE WHEN $8 THEN $9::int ELSE expert_info_id END,
       updated_at = now()
     WHERE id = $1`,
    [current.id, title, body, excerptOf(body), search.search_text, search.search_bigrams, input.category_id ?? null, input.expert_info_id !== undefined, input.expert_info_id ?? null],
  );
  if (input.tag_ids !== undefined) await replaceTags(tx, current.id, input.tag_ids);
}

/** Soft delete: the row stays for the audit trail and the counts of likes; every list skips it. */
export async function removeQuestion(tx: Queryable, id: number, removedBy: number): Promise<boolean> {
  const row = await tx.one('UPDATE questions SET deleted_at = now(), removed_by = $2 WHERE id = $1 AND deleted_at IS NULL RETURNING id', [id, removedBy]);
  return row !== null;
}
