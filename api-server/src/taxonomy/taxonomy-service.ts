// Tags and categories, which differ only in their fields and order. Visitors and members see
// published ones; drafts exist only for admins (a draft's id answers 404 to others). Every admin
// write is audited and announced (pages show tags and categories).
import type { Category, PublishStatus, Tag } from '@hiroba/contract';
import { audit } from '../admin/audit-log-repository';
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-errors';
import { pageMeta, paging, type PageRequest } from '../lib/paging';
import { maySeeUnpublished, type Actor } from '../policy/rules';
import { taxonomyRepository } from './taxonomy-repository';

/** Item: the row the service answers (Tag or Category). */
export interface TaxonomySpec<Item> {
  /** Table name: 'tags' or 'categories'. */
  table: 'tags' | 'categories';
  /** What a person calls one: タグ, カテゴリ. */
  label: string;
  /** The columns a create or update may write. */
  columns: Array<keyof Item & string>;
}

export const TAGS: TaxonomySpec<Tag> = {
  table: 'tags',
  label: 'タグ',
  columns: ['title', 'status'],
};
export const CATEGORIES: TaxonomySpec<Category> = {
  table: 'categories',
  label: 'カテゴリ',
  columns: ['title', 'description', 'status', 'sort_order'],
};

type Body = Record<string, unknown> & { title?: string };

export type TaxonomyService<Item extends { id: number; status: PublishStatus } = Tag | Category> = ReturnType<typeof createTaxonomyService<Item>>;

export function createTaxonomyService<Row extends { id: number; status: PublishStatus }>({ db, events }: { db: Database; events: DomainEvents }, spec: TaxonomySpec<Row>) {
  const rows = taxonomyRepository<Row>(spec.table, spec.columns);
  const duplicate = () => conflict('title', `この名前の${spec.label}はすでにあります。別の名前を入力してください。`);
  const missing = () => notFound(`${spec.label}が見つかりませんでした。`);
  const visible = (actor: Actor | null, row: Row | null): row is Row => row !== null && (row.status === 'published' || maySeeUnpublished(actor));
  const changed = (id: number) => events.publish({ type: 'taxonomy.changed', table: spec.table, id });

  /** Trims the title and refuses a blank one. */
  function cleaned<T extends Body>(body: T): T {
    if (typeof body.title !== 'string') return body;
    const title = body.title.trim();
    if (!title) throw badRequest('title', 'タイトルを入力してください。');
    return { ...body, title };
  }

  async function titleTaken(title: unknown, exceptId = 0) {
    return typeof title === 'string' && (await rows.titleTaken(db, title, exceptId));
  }

  /** The columns the body gives, as the row's fields. */
  const fieldsOf = (body: Body) => Object.fromEntries(spec.columns.filter((c) => body[c] !== undefined).map((c) => [c, body[c]]));

  return {
    async list(query: PageRequest & { status?: PublishStatus | 'all' }, actor: Actor | null) {
      const status = query.status ?? (maySeeUnpublished(actor) ? 'all' : 'published');
      if (status !== 'published' && !maySeeUnpublished(actor)) throw forbidden('公開前のものは管理者だけが見られます。', 'status');
      const p = paging(query);
      const page = await rows.list(db, status === 'all' ? null : status, p);
      return { data: page.rows, meta: pageMeta(p, page.total) };
    },

    async get(id: number, actor: Actor | null) {
      const row = await rows.find(db, id);
      if (!visible(actor, row)) throw missing();
      return row;
    },

    /** By its title (/column/{category}); a draft answers 404 to all but admins. */
    async byTitle(title: string, actor: Actor | null) {
      const row = await rows.findByTitle(db, title.trim());
      if (!visible(actor, row)) throw missing();
      return row;
    },

    async create(input: Body, actor: Actor) {
      const body = cleaned(input);
      if (await titleTaken(body.title)) throw duplicate();
      const row = await db.transaction(async (tx) => {
        const created = await rows.insert(tx, fieldsOf(body));
        if (created) await audit(tx, actor.id, `${spec.table}.create`, { type: spec.table, id: created.id }, body);
        return created;
      });
      if (!row) throw duplicate();
      changed(row.id);
      return row;
    },

    async update(id: number, input: Body, actor: Actor) {
      const body = cleaned(input);
      if (!(await rows.exists(db, id))) throw missing();
      if (await titleTaken(body.title, id)) throw duplicate();
      try {
        const row = await db.transaction(async (tx) => {
          const updated = await rows.update(tx, id, fieldsOf(body));
          await audit(tx, actor.id, `${spec.table}.update`, { type: spec.table, id }, body);
          return updated;
        });
        changed(id);
        return row;
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw duplicate();
        throw error;
      }
    },

    async remove(id: number, actor: Actor) {
      const removed = await db.transaction(async (tx) => {
        const row = await rows.remove(tx, id);
        if (row) await audit(tx, actor.id, `${spec.table}.delete`, { type: spec.table, id }, { title: row.title });
        return row;
      });
      if (!removed) throw missing();
      changed(id);
    },
  };
}
