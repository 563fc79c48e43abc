// What a question or column refers to must be public: a published category, published tags and an
// approved expert. Each failure names its field.
import type { Queryable } from '../db/database';
import { badRequest } from '../lib/http-errors';
import { countPublishedTags, isApprovedExpert, isPublishedCategory } from './reference-repository';

export interface ContentReferences {
  category_id?: number;
  tag_ids?: number[];
  expert_info_id?: number | null;
}

/** `expertRefusal`: what the expert is for (a question's addressee, a column's supervisor). */
export async function checkContentReferences(db: Queryable, input: ContentReferences, expertRefusal: string): Promise<void> {
  if (input.category_id !== undefined && !(await isPublishedCategory(db, input.category_id))) {
    throw badRequest('category_id', 'カテゴリが見つかりません。一覧から選び直してください。');
  }
  if (input.tag_ids?.length && (await countPublishedTags(db, input.tag_ids)) !== input.tag_ids.length) {
    throw badRequest('tag_ids', '選べないタグが含まれています。一覧から選び直してください。');
  }
  if (input.expert_info_id != null && !(await isApprovedExpert(db, input.expert_info_id))) {
    throw badRequest('expert_info_id', expertRefusal);
  }
}
