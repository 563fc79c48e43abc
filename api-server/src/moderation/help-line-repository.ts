// The SQL of the help lines (help_lines) the crisis panel shows.
import type { HelpLine } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import { limitClause } from '../db/page-clause';
import type { Paging } from '../lib/paging';

// A date leaves as YYYY-MM-DD with both drivers (pg would make a Date of it in the server's time zone).
const LINE_COLUMNS = `id, name, number, hours, note, sort_order, to_char(checked_on, 'YYYY-MM-DD') AS checked_on, updated_at`;

export async function listHelpLines(db: Queryable, page: Paging) {
  const params: unknown[] = [];
  const counted = await db.one<{ total: number }>('SELECT count(*)::int AS total FROM help_lines');
  const rows = await db.query<HelpLine>(`SELECT ${LINE_COLUMNS} FROM help_lines ORDER BY sort_order, id${limitClause(page, params)}`, params);
  return { rows, total: counted?.total ?? 0 };
}

/** The numbers people may write in a post without it being held (the operators' own list). */
export const helpLineNumbers = async (db: Queryable) => (await db.query<{ number: string }>('SELECT number FROM help_lines')).map((r) => r.number);

export const findHelpLine = (db: Queryable, id: number) => db.one<HelpLine>(`SELECT ${LINE_COLUMNS} FROM help_lines WHERE id = $1`, [id]);

type HelpLineFields = { name: string; number: string; hours: string | null; note: string | null; sort_order: number; checked_on: string };

export const insertHelpLine = async (tx: Queryable, line: HelpLineFields) =>
  (await tx.one<HelpLine>(
    `INSERT INTO help_lines (name, number, hours, note, sort_order, checked_on) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${LINE_COLUMNS}`,
    [line.name, line.number, line.hours, line.note, line.sort_order, line.checked_on],
  ))!;

export const updateHelpLine = (tx: Queryable, id: number, line: HelpLineFields) =>
  tx.one<HelpLine>(
    `UPDATE help_lines SET name = $2, number = $3, hours = $4, note = $5, sort_order = $6, checked_on = $7, updated_at = now()
      WHERE id = $1 RETURNING ${LINE_COLUMNS}`,
    [id, line.name, line.number, line.hours, line.note, line.sort_order, line.checked_on],
  );

export const deleteHelpLine = async (tx: Queryable, id: number) => (await tx.one('DELETE FROM help_lines WHERE id = $1 RETURNING id', [id])) !== null;
