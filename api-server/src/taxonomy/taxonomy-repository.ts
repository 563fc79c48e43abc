// The SQL of tags and categories: the same statements over either table, with its own columns and
// list order.
import type { PublishStatus } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import { limitClause } from '../db/page-clause';
import type { Paging } from '../lib/paging';

export type TaxonomyTable = 'tags' | 'categories';

const ORDER: Record<TaxonomyTable, string> = {
  // Code point order ("C") so PGlite and every PostgreSQL server list the same way.
  tags: 'title COLLATE "C", id',
  categories: 'sort_order, id',
};

/** `columns`: those a create or update may write (besides id and the times, which every row has). */
export function taxonomyRepository<Row>(table: TaxonomyTable, columns: readonly string[]) {
  const select = `SELECT id, ${columns.join(', ')}, created_at, updated_at FROM ${table}`;
  const returning = `RETURNING id, ${columns.join(', ')}, created_at, updated_at`;

  return {
    /** A page in the table's order; `status` null: every row. */
    async list(db: Queryable, status: PublishStatus | null, page: Paging): Promise<{ rows: Row[]; total: number }> {
      const params: unknown[] = [];
      const where = status === null ? '' : ` WHERE status = $${params.push(status)}`;
      const counted = await db.one<{ total: number }>(`SELECT count(*)::int AS total FROM ${table}${where}`, params);
      const rows = await db.query<Row>(`${select}${where} ORDER BY ${ORDER[table]}${limitClause(page, params)}`, params);
      return { rows, total: counted?.total ?? 0 };
    },

    find: (db: Queryable, id: number) => db.one<Row>(`${select} WHERE id = $1`, [id]),
    findByTitle: (db: Queryable, title: string) => db.one<Row>(`${select} WHERE title = $1`, [title]),
    exists: async (db: Queryable, id: number) => (await db.one(`SELECT 1 FROM ${table} WHERE id = $1`, [id])) !== null,
    titleTaken: async (db: Queryable, title: string, exceptId: number) => (await db.one(`SELECT 1 FROM ${table} WHERE title = $1 AND id <> $2`, [title, exceptId])) !== null,

    /** Null when the title is taken (by a create that got there first). */
    insert(tx: Queryable, fields: Record<string, unknown>) {
      const names = Object.keys(fields);
      return tx.one<Row>(
        `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})
         ON CONFLICT (title) DO NOTHING ${returning}`,
        names.map((name) => fields[name]),
      );
    },

    async update(tx: Queryable, id: number, fields: Record<string, unknown>): Promise<Row> {
      const names = Object.keys(fields);
      const sets = [...names.map((name, i) => `${name} = $${i + 2}`), 'updated_at = now()'];
      const row = await tx.one<Row>(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = $1 ${returning}`, [id, ...names.map((name) => fields[name])]);
      return row!;
    },

    remove: (tx: Queryable, id: number) => tx.one<{ title: string }>(`DELETE FROM ${table} WHERE id = $1 RETURNING title`, [id]),
  };
}
