// The SQL of the records rows of content point to (shared-records.ts holds them): the same JSON the
// rows embedded before, from the same fragments (content-sql.ts), read whole or by id.
import type { Category, ContentKind, ExpertInfo, PublicUser, Tag } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import { prepared } from '../db/prepared';
import { CONTENT_TAG_LINKS } from '../items/item-kinds';
import { CATEGORY_JSON, EXPERT_INFO_JSON, TAG_JSON, publicUserJson } from './content-sql';

/** The select list of a row's record ids (`alias`: the row's table alias). */
export const recordIdsSql = (kind: ContentKind, alias: string) =>
  `${alias}.category_id, ${alias}.expert_info_id,
    ARRAY(SELECT link.tag_id FROM ${CONTENT_TAG_LINKS[kind].table} link WHERE link.${CONTENT_TAG_LINKS[kind].column} = ${alias}.id) AS tag_ids`;

/** Every category, tag and expert, of every status. */
export interface Taxonomy {
  categories: Map<number, Category>;
  /** Each tag with whether it is published and its place in title order (byte order, as the lists sort). */
  tags: Map<number, { tag: Tag; published: boolean; rank: number }>;
  experts: Map<number, { expert: ExpertInfo; approved: boolean }>;
}

export async function readTaxonomy(db: Queryable): Promise<Taxonomy> {
  const [categories, tags, experts] = await Promise.all([
    db.query<{ id: number; record: Category }>(prepared(`SELECT cat.id, ${CATEGORY_JSON} AS record FROM categories cat`)),
    db.query<{ id: number; record: Tag; published: boolean; rank: number }>(
      prepared(`SELECT t.id, ${TAG_JSON} AS record,
                       t.status = 'published' AS published, row_number() OVER (ORDER BY t.title COLLATE "C", t.id)::int AS rank
                  FROM tags t`),
    ),
    db.query<{ id: number; record: ExpertInfo; approved: boolean }>(prepared(`SELECT ei.id, ${EXPERT_INFO_JSON} AS record, ei.status = 'approved' AS approved FROM expert_infos ei`)),
  ]);
  return {
    categories: new Map(categories.map((row) => [row.id, row.record])),
    tags: new Map(tags.map((row) => [row.id, { tag: row.record, published: row.published, rank: row.rank }])),
    experts: new Map(experts.map((row) => [row.id, { expert: row.record, approved: row.approved }])),
  };
}

/** The users of these ids as a PublicUser each, null for one withdrawn or absent. */
export const readPublicUsers = (db: Queryable, ids: number[]) =>
  db.query<{ id: number; record: PublicUser | null }>(prepared(`SELECT x.id, ${publicUserJson('x.id')} AS record FROM unnest($1::int[]) AS x(id)`), [ids]);
