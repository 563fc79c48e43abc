// The help lines of the crisis panel (docs/moderation.md#crisis-help): anyone reads them; admins keep
// them (audited), with the day each number was last checked.
import type { HelpLine } from '@hiroba/contract';
import { audit } from '../admin/audit-log-repository';
import type { Database } from '../db/database';
import { badRequest, notFound } from '../lib/http-errors';
import { pageMeta, paging, type PageRequest } from '../lib/paging';
import type { Actor } from '../policy/rules';
import { deleteHelpLine, findHelpLine, insertHelpLine, listHelpLines, updateHelpLine } from './help-line-repository';

const LINE_NOT_FOUND = '相談窓口が見つかりませんでした。';

type HelpLineInput = { name?: string; number?: string; hours?: string | null; note?: string | null; sort_order?: number; checked_on?: string };

/** A date the database takes (the schema checks the form, not that 2026-02-30 exists). */
function checkedOn(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) throw badRequest('checked_on', '確認した日を正しい日付で入力してください。');
  return value;
}

function cleanLine(input: HelpLineInput, current: HelpLine | null) {
  const name = (input.name ?? current?.name ?? '').trim();
  if (!name) throw badRequest('name', '窓口の名前を入力してください。');
  const optional = (value: string | null | undefined, before: string | null) => (value === undefined ? before : value?.trim() || null);
  return {
    name,
    number: input.number ?? current!.number,
    hours: optional(input.hours, current?.hours ?? null),
    note: optional(input.note, current?.note ?? null),
    sort_order: input.sort_order ?? current?.sort_order ?? 0,
    checked_on: checkedOn(input.checked_on ?? current!.checked_on),
  };
}

export function createHelpLineService({ db }: { db: Database }) {
  return {
    async list(query: PageRequest) {
      const p = paging(query);
      const { rows, total } = await listHelpLines(db, p);
      return { data: rows, meta: pageMeta(p, total) };
    },

    async get(id: number) {
      const row = await findHelpLine(db, id);
      if (!row) throw notFound(LINE_NOT_FOUND);
      return row;
    },

    async create(input: HelpLineInput & { name: string; number: string; checked_on: string }, actor: Actor) {
      const line = cleanLine(input, null);
      return db.transaction(async (tx) => {
        const row = await insertHelpLine(tx, line);
        await audit(tx, actor.id, 'help_line.create', { type: 'help_line', id: row.id }, { name: row.name, number: row.number });
        return row;
      });
    },

    async update(id: number, input: HelpLineInput, actor: Actor) {
      const current = await findHelpLine(db, id);
      if (!current) throw notFound(LINE_NOT_FOUND);
      const line = cleanLine(input, current);
      return db.transaction(async (tx) => {
        const row = await updateHelpLine(tx, id, line);
        if (!row) throw notFound(LINE_NOT_FOUND);
        await audit(tx, actor.id, 'help_line.update', { type: 'help_line', id }, { fields: Object.keys(input) });
        return row;
      });
    },

    async remove(id: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const current = await findHelpLine(tx, id);
        if (!current || !(await deleteHelpLine(tx, id))) throw notFound(LINE_NOT_FOUND);
        await audit(tx, actor.id, 'help_line.delete', { type: 'help_line', id }, { name: current.name, number: current.number });
      });
    },
  };
}
