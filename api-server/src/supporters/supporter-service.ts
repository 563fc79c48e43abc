// The crowdfunding supporters list (docs/product.md#crowdfunding-supporters): everyone reads the
// published supporters in the admin's order; admins also see hidden ones and add, change, move,
// hide, show and delete them. Every write is audited and announced (the public page shows them).
import type { Supporter } from '@hiroba/contract';
import { audit } from '../admin/audit-log-repository';
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { badRequest, forbidden, notFound } from '../lib/http-errors';
import { pageMeta, paging, type PageRequest } from '../lib/paging';
import { mayManageSupporters, type Actor } from '../policy/rules';
import {
  arrange,
  deleteSupporter,
  findSupporter,
  insertSupporter,
  listSupporters,
  lockSupporters,
  updateSupporter,
  type SupporterFields,
} from './supporter-repository';

const TARGET = 'crowdfunding_supporter';

interface Input {
  name?: string;
  course?: string;
  message?: string | null;
  sort_order?: number;
  published?: boolean;
}

/** Trims the texts: a blank name or course is refused (naming the field), a blank message is none. */
function cleaned({ sort_order: _place, ...input }: Input): SupporterFields {
  const fields: SupporterFields = { ...input };
  for (const [field, label] of [['name', 'お名前'], ['course', 'コース']] as const) {
    const value = input[field];
    if (value === undefined) continue;
    fields[field] = value.trim();
    if (!fields[field]) throw badRequest(field, `${label}を入力してください。`);
  }
  if (typeof input.message === 'string') fields.message = input.message.trim() || null;
  return fields;
}

export function createSupporterService({ db, events }: { db: Database; events: DomainEvents }) {
  const missing = () => notFound('支援者が見つかりませんでした。');
  const changed = (id: number) => events.publish({ type: 'supporters.changed', id });

  return {
    async list(query: PageRequest & { status?: 'published' | 'all' }, actor: Actor | null) {
      const status = query.status ?? 'published';
      if (status === 'all' && !mayManageSupporters(actor)) throw forbidden('掲載していない支援者は管理者だけが見られます。', 'status');
      const p = paging(query);
      const { rows, total } = await listSupporters(db, { publishedOnly: status === 'published', limit: p.limit, offset: p.offset });
      return { data: rows, meta: pageMeta(p, total) };
    },

    /** A hidden supporter answers 404 to all but admins. */
    async get(id: number, actor: Actor | null): Promise<Supporter> {
      const row = await findSupporter(db, id);
      if (!row || (!row.published && !mayManageSupporters(actor))) throw missing();
      return row;
    },

    async create(input: Input, actor: Actor): Promise<Supporter> {
      const fields = cleaned(input);
      const row = await db.transaction(async (tx) => {
        await lockSupporters(tx);
        const id = await insertSupporter(tx, fields);
        if (input.sort_order !== undefined) await arrange(tx, { id, place: input.sort_order });
        const created = (await findSupporter(tx, id))!;
        await audit(tx, actor.id, `${TARGET}.create`, { type: TARGET, id }, { ...fields, sort_order: created.sort_order });
        return created;
      });
      changed(row.id);
      return row;
    },

    /** Changes the fields sent; `sort_order` moves the supporter to that place; `published` hides or shows. */
    async update(id: number, input: Input, actor: Actor): Promise<Supporter> {
      const fields = cleaned(input);
      const row = await db.transaction(async (tx) => {
        await lockSupporters(tx);
        if (!(await findSupporter(tx, id))) return null;
        await updateSupporter(tx, id, fields);
        if (input.sort_order !== undefined) await arrange(tx, { id, place: input.sort_order });
        const updated = (await findSupporter(tx, id))!;
        await audit(tx, actor.id, `${TARGET}.update`, { type: TARGET, id }, { ...fields, ...(input.sort_order === undefined ? {} : { sort_order: updated.sort_order }) });
        return updated;
      });
      if (!row) throw missing();
      changed(id);
      return row;
    },

    async remove(id: number, actor: Actor): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        await lockSupporters(tx);
        const row = await deleteSupporter(tx, id);
        if (!row) return null;
        // The places after it move up by one.
        await arrange(tx);
        await audit(tx, actor.id, `${TARGET}.delete`, { type: TARGET, id }, row);
        return row;
      });
      if (!removed) throw missing();
      changed(id);
    },
  };
}

export type SupporterService = ReturnType<typeof createSupporterService>;
