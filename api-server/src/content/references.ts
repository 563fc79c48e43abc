// What a question or column refers to must be public: a published category, published tags and an
// approved expert. Each failure names its field.
import type { Queryable } from '../db/database';
import { badRequest } from '../lib/http-errors';

export interface ContentReferences {
  category_id?: number;
  tag_ids?: number[];
  expert_info_id?: number | null;
}

/** `expertRefusal`: what the expert is for (a question's addressee, a column's supervisor). */
export async function checkContentReferences(db: Queryable, input: ContentReferences, expertRefusal: string): Promise<void> {
  if (input.category_id !== undefined) {
    const ok = await db.one("SELECT 1 FROM categories WHERE id = $1 AND status = 'published'", [input.category_id]);
    if (!ok) throw badRequest('category_id', 'カテゴリが見つかりません。一覧から選び直してください。');
  }
  if (input.tag_ids?.length) {
    const found = await db.one<{ n: number }>("SELECT count(*)::int AS n FROM tags WHERE id = ANY($1::int[]) AND status = 'published'", [input.tag_ids]);
    if (found?.n !== input.tag_ids.length) throw badRequest('tag_ids', '選べないタグが含まれています。一覧から選び直してください。');
  }
  if (input.expert_info_id != null) {
    const ok = await db.one("SELECT 1 FROM expert_infos WHERE id = $1 AND status = 'approved'", [input.expert_info_id]);
    if (!ok) throw badRequest('expert_info_id', expertRefusal);
  }
}
