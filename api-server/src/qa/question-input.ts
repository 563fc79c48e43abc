// What a question's text and references must be before it is written: title and body trimmed and not
// blank, the category, tags and expert public. Each failure names its field.
import type { Queryable } from '../db/database';
import { badRequest } from '../lib/http-errors';
import { checkContentReferences } from '../content/references';

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
