// The SQL of the crowdfunding supporters list. Places (sort_order) are kept 1..n without gaps by
// `arrange`, which writers call inside their transaction after taking the table's write lock.
import type { Supporter } from '@hiroba/contract';
import type { Queryable } from '../db/database';

const COLUMNS = 'id, name, course, message, sort_order, published, created_at, updated_at';
export const WRITABLE = ['name', 'course', 'message', 'published'] as const;
export type SupporterFields = Partial<Record<(typeof WRITABLE)[number], unknown>>;

export async function listSupporters(db: Queryable, { publishedOnly, limit, offset }: { publishedOnly: boolean; limit: number | null; offset: number }) {
  const where = publishedOnly ? ' WHERE published' : '';
  const params: unknown[] = [];
  const page = limit === null ? '' : ` LIMIT $${params.push(limit)} OFFSET $${params.push(offset)}`;
  const [rows, counted] = await Promise.all([
    db.query<Supporter>(`SELECT ${COLUMNS} FROM crowdfunding_supporters${where} ORDER BY sort_order, id${page}`, params),
    db.one<{ total: number }>(`SELECT count(*)::int AS total FROM crowdfunding_supporters${where}`),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export const findSupporter = (db: Queryable, id: number) => db.one<Supporter>(`SELECT ${COLUMNS} FROM crowdfunding_supporters WHERE id = $1`, [id]);

/** Writers take turns (readers do not wait), so two moves never interleave their renumbering. */
export async function lockSupporters(tx: Queryable): Promise<void> {
  await tx.query('LOCK TABLE crowdfunding_supporters IN SHARE ROW EXCLUSIVE MODE');
}

/** A new supporter, placed last for now (`arrange` then moves it where it was asked). */
export async function insertSupporter(tx: Queryable, fields: SupporterFields): Promise<number> {
  const names = WRITABLE.filter((f) => fields[f] !== undefined);
  const row = await tx.one<{ id: number }>(
    `INSERT INTO crowdfunding_supporters (${[...names, 'sort_order'].join(', ')})
     VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}${names.length ? ', ' : ''}(SELECT coalesce(max(sort_order), 0) + 1 FROM crowdfunding_supporters))
     RETURNING id`,
    names.map((f) => fields[f]),
  );
  return row!.id;
}

export async function updateSupporter(tx: Queryable, id: number, fields: SupporterFields): Promise<void> {
  const names = WRITABLE.filter((f) => fields[f] !== undefined);
  const sets = [...names.map((f, i) => `${f} = $${i + 2}`), 'updated_at = now()'];
  await tx.query(`UPDATE crowdfunding_supporters SET ${sets.join(', ')} WHERE id = $1`, [id, ...names.map((f) => fields[f])]);
}

export const deleteSupporter = (tx: Queryable, id: number) =>
  tx.one<{ name: string; course: string }>('DELETE FROM crowdfunding_supporters WHERE id = $1 RETURNING name, course', [id]);

/**
 * Numbers the list 1..n again; with `move`, that supporter first goes to the place asked (1 first,
 * past the end: last) and the others make room. Only rows whose place changes are written.
 */
export async function arrange(tx: Queryable, move?: { id: number; place: number }): Promise<void> {
  const ids = (await tx.query<{ id: number }>('SELECT id FROM crowdfunding_supporters ORDER BY sort_order, id')).map((r) => r.id);
  if (move) {
    const from = ids.indexOf(move.id);
    if (from >= 0) ids.splice(from, 1);
    ids.splice(Math.min(Math.max(move.place, 1), ids.length + 1) - 1, 0, move.id);
  }
  await tx.query(
    `UPDATE crowdfunding_supporters s SET sort_order = v.place::int
     FROM unnest($1::int[]) WITH ORDINALITY AS v(id, place)
     WHERE s.id = v.id AND s.sort_order <> v.place`,
    [ids],
  );
}
