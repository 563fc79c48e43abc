// The SQL of what a question or column may refer to: a category and tags that are published, an
// expert whose record is approved (references.ts says what each failure means).
import type { Queryable } from '../db/database';

export const isPublishedCategory = async (db: Queryable, id: number) =>
  (await db.one("SELECT 1 FROM categories WHERE id = $1 AND status = 'published'", [id])) !== null;

/** How many of the ids are published tags. */
export async function countPublishedTags(db: Queryable, ids: number[]): Promise<number> {
  const found = await db.one<{ n: number }>("SELECT count(*)::int AS n FROM tags WHERE id = ANY($1::int[]) AND status = 'published'", [ids]);
  return found?.n ?? 0;
}

export const isApprovedExpert = async (db: Queryable, id: number) =>
  (await db.one("SELECT 1 FROM expert_infos WHERE id = $1 AND status = 'approved'", [id])) !== null;
