// The records that rows of content point to by id (their category, their tags, their author and the
// expert a row names), kept in memory. A question's read then costs its own row and marks instead
// of five more lookups per row (docs/operations.md#where-a-signed-in-reads-time-goes); the records
// are the same JSON the rows embedded before, built by the same SQL (content-sql.ts).
//
// Categories, tags and experts are few and are held whole, every status, so that an id missing from
// them means a row newer than the copy: the copy is read again. Authors are many and are held by id
// in a bounded LRU (a withdrawn author is held as null). Everything is dropped when the `references`
// generation moves (a user's, an expert's or the taxonomy's change, on any server:
// cache-generations.ts), and nothing is older than RECORDS_TTL_MS.
import type { Category, ExpertInfo, PublicUser, Tag } from '@hiroba/contract';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/database';
import type { CacheVersion } from './public-cache';
import { readPublicUsers, readTaxonomy, type Taxonomy } from './shared-records-repository';

/** The longest a record is trusted without a change being heard (a change on any server drops it at once). */
export const RECORDS_TTL_MS = 60_000;
/** Authors held at most; the least recently read goes first. */
export const MAX_AUTHORS = 10_000;

/** What a row holds of its records: their ids. */
export interface RecordIds {
  category_id: number | null;
  tag_ids: number[];
  expert_info_id: number | null;
}

/** The same row with the records in place of their ids. */
export type WithRecords<R extends RecordIds, E extends string> = Omit<R, keyof RecordIds> & {
  category: Category | null;
  tags: Tag[];
} & { [K in E]: ExpertInfo | null };

/** A row that also names its author. */
type Authored = { user_id: number | null };

export interface SharedRecords {
  /** Puts each row's category, published tags (in title order) and approved expert (under `expertKey`) in place of their ids. */
  embed<R extends RecordIds, E extends string>(rows: R[], expertKey: E): Promise<WithRecords<R, E>[]>;
  /** The same, and each row's author (`user`, null when withdrawn) from its user_id. */
  embedAuthored<R extends RecordIds & Authored, E extends string>(rows: R[], expertKey: E): Promise<(WithRecords<R, E> & { user: PublicUser | null })[]>;
  /** Drops everything held (tests that change these tables behind the services' back). */
  clear(): void;
  /** Authors held now (tests of the bound). */
  readonly authorCount: number;
}

/** Frozen: every answer shares these objects, so none may change one. */
const frozen = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
};

/** The taxonomy with every record frozen. */
const frozenTaxonomy = (t: Taxonomy): Taxonomy => {
  for (const record of t.categories.values()) frozen(record);
  for (const { tag } of t.tags.values()) frozen(tag);
  for (const { expert } of t.experts.values()) frozen(expert);
  return t;
};

export function createSharedRecords(db: Queryable, version: CacheVersion, now: () => number = Date.now, { maxAuthors = MAX_AUTHORS } = {}): SharedRecords {
  let held: { version: string; until: number; taxonomy: Promise<Taxonomy> } | null = null;
  // null: the author has withdrawn (or never was); undefined from get(): not held.
  const authors = new LRUCache<number, { user: PublicUser | null }>({ max: maxAuthors, ttl: RECORDS_TTL_MS });
  let authorsVersion = '';

  /** The taxonomy as of `current`; read again when older, or when a row names an id it lacks. */
  async function taxonomy(current: string, knows: (t: Taxonomy) => boolean): Promise<Taxonomy> {
    if (held && (held.version !== current || held.until <= now())) held = null;
    if (held) {
      const copy = await held.taxonomy.catch(() => null);
      if (copy && knows(copy)) return copy;
    }
    const reading = readTaxonomy(db).then(frozenTaxonomy);
    held = { version: current, until: now() + RECORDS_TTL_MS, taxonomy: reading };
    reading.catch(() => {
      if (held?.taxonomy === reading) held = null;
    });
    return reading;
  }

  async function readAuthors(ids: number[], current: string): Promise<Map<number, PublicUser | null>> {
    if (authorsVersion !== current) {
      authors.clear();
      authorsVersion = current;
    }
    const out = new Map<number, PublicUser | null>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const hit = authors.get(id);
      if (hit) out.set(id, hit.user);
      else missing.push(id);
    }
    if (missing.length > 0) {
      for (const row of await readPublicUsers(db, missing)) {
        const user = frozen(row.record);
        out.set(row.id, user);
        // A change heard while reading leaves the answer fresh but keeps nothing from before it.
        if (authorsVersion === current) authors.set(row.id, { user });
      }
    }
    return out;
  }

  /** The rows with their records as of version `current` (one that cannot be read is never the same twice). */
  async function embed<R extends RecordIds, E extends string>(rows: R[], expertKey: E, current: string): Promise<WithRecords<R, E>[]> {
    const knows = (t: Taxonomy) =>
      rows.every(
        (row) =>
          (row.category_id === null || t.categories.has(row.category_id)) &&
          (row.expert_info_id === null || t.experts.has(row.expert_info_id)) &&
          row.tag_ids.every((id) => t.tags.has(id)),
      );
    const t = await taxonomy(current, knows);
    return rows.map(({ category_id: categoryId, tag_ids: tagIds, expert_info_id: expertId, ...rest }) => {
      const tags = tagIds
        .map((id) => t.tags.get(id))
        .filter((entry) => entry?.published)
        .sort((a, b) => a!.rank - b!.rank)
        .map((entry) => entry!.tag);
      const expert = expertId === null ? undefined : t.experts.get(expertId);
      return { ...rest, category: (categoryId === null ? null : t.categories.get(categoryId)) ?? null, tags, [expertKey]: expert?.approved ? expert.expert : null } as WithRecords<R, E>;
    });
  }

  return {
    async embed(rows, expertKey) {
      if (rows.length === 0) return [];
      return embed(rows, expertKey, (await version()) ?? `unversioned ${now()}`);
    },
    async embedAuthored(rows, expertKey) {
      if (rows.length === 0) return [];
      const current = (await version()) ?? `unversioned ${now()}`;
      const [embedded, users] = await Promise.all([embed(rows, expertKey, current), readAuthors(rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id])), current)]);
      return embedded.map((row, i) => ({ ...row, user: rows[i].user_id === null ? null : (users.get(rows[i].user_id!) ?? null) }));
    },
    clear() {
      held = null;
      authors.clear();
    },
    get authorCount() {
      return authors.size;
    },
  };
}
