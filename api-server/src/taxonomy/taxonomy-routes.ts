// The CRUD calls of tags and categories, which differ only in their fields and order. Visitors and
// members see published ones; drafts exist only for admins (a draft's id answers 404 to others).
import { Type, type Static, type TObject } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../lib/audit';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-errors';
import { limitClause, pageMeta, pageQueryProperties, paging } from '../lib/paging';
import { isAdmin, requireRole, signedIn } from '../plugins/auth';
import { IdParams, StrictObject, errorResponses, one, paged } from '../schemas/common';
import { StatusFilter } from '../schemas/taxonomy';

export interface TaxonomySpec {
  /** URL segment and table name: 'tags' or 'categories'. */
  table: 'tags' | 'categories';
  /** What a person calls one: タグ, カテゴリ. */
  label: string;
  columns: string[];
  orderBy: string;
  item: TObject;
  createBody: TObject;
  updateBody: TObject;
}

const ListQuery = StrictObject({ ...pageQueryProperties, status: Type.Optional(StatusFilter) });
type Body = Record<string, unknown>;

export function registerTaxonomyRoutes(app: FastifyInstance, spec: TaxonomySpec): void {
  const { db } = app.ctx;
  const base = `/api/v1/${spec.table}`;
  const select = `SELECT id, ${spec.columns.join(', ')}, created_at, updated_at FROM ${spec.table}`;
  const tags = [spec.table];
  const duplicate = () => conflict('title', `この名前の${spec.label}はすでにあります。別の名前を入力してください。`);
  const missing = () => notFound(`${spec.label}が見つかりませんでした。`);

  /** Trims the title and refuses a blank one. */
  function cleaned(body: Body): Body {
    if (typeof body.title !== 'string') return body;
    const title = body.title.trim();
    if (!title) throw badRequest('title', 'タイトルを入力してください。');
    return { ...body, title };
  }

  async function titleTaken(title: unknown, exceptId = 0) {
    return typeof title === 'string' && (await db.one(`SELECT 1 FROM ${spec.table} WHERE title = $1 AND id <> $2`, [title, exceptId])) !== null;
  }

  const visible = (request: FastifyRequest, row: { status: string } | null) => row !== null && (row.status === 'published' || isAdmin(request));

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    base,
    {
      schema: {
        tags,
        summary: `${spec.label}の一覧（管理者以外は公開中のみ）`,
        querystring: ListQuery,
        response: { 200: paged(spec.item), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const status = request.query.status ?? (isAdmin(request) ? 'all' : 'published');
      if (status !== 'published' && !isAdmin(request)) throw forbidden('公開前のものは管理者だけが見られます。', 'status');
      const params: unknown[] = [];
      const where = status === 'all' ? '' : ` WHERE status = $${params.push(status)}`;
      const counted = await db.one<{ total: number }>(`SELECT count(*)::int AS total FROM ${spec.table}${where}`, params);
      const p = paging(request.query);
      const rows = await db.query(`${select}${where} ORDER BY ${spec.orderBy}${limitClause(p, params)}`, params);
      return { data: rows, meta: pageMeta(p, counted?.total ?? 0) };
    },
  );

  app.get<{ Params: Static<typeof IdParams> }>(
    `${base}/:id`,
    { schema: { tags, summary: `${spec.label}を1件`, params: IdParams, response: { 200: one(spec.item), ...errorResponses(400, 404) } } },
    async (request) => {
      const row = await db.one<{ status: string }>(`${select} WHERE id = $1`, [request.params.id]);
      if (!visible(request, row)) throw missing();
      return { data: row };
    },
  );

  app.post<{ Body: Body }>(
    base,
    {
      schema: { tags, summary: `${spec.label}を作る（管理者）`, body: spec.createBody, response: { 201: one(spec.item), ...errorResponses(400, 401, 403, 409) } },
      preHandler: requireRole('admin'),
    },
    async (request, reply) => {
      const body = cleaned(request.body);
      if (await titleTaken(body.title)) throw duplicate();
      const fields = spec.columns.filter((c) => body[c] !== undefined);
      const row = await db.transaction(async (tx) => {
        const created = await tx.one<{ id: number }>(
          `INSERT INTO ${spec.table} (${fields.join(', ')}) VALUES (${fields.map((_, i) => `$${i + 1}`).join(', ')})
           ON CONFLICT (title) DO NOTHING RETURNING id, ${spec.columns.join(', ')}, created_at, updated_at`,
          fields.map((f) => body[f]),
        );
        if (created) await audit(tx, signedIn(request).id, `${spec.table}.create`, { type: spec.table, id: created.id }, body);
        return created;
      });
      if (!row) throw duplicate();
      return reply.code(201).send({ data: row });
    },
  );

  app.patch<{ Params: Static<typeof IdParams>; Body: Body }>(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `${spec.label}を変更する（管理者）`,
        params: IdParams,
        body: spec.updateBody,
        response: { 200: one(spec.item), ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: requireRole('admin'),
    },
    async (request) => {
      const body = cleaned(request.body);
      const id = request.params.id;
      if (!(await db.one(`SELECT 1 FROM ${spec.table} WHERE id = $1`, [id]))) throw missing();
      if (await titleTaken(body.title, id)) throw duplicate();
      const fields = spec.columns.filter((c) => body[c] !== undefined);
      const sets = [...fields.map((f, i) => `${f} = $${i + 2}`), 'updated_at = now()'];
      try {
        const row = await db.transaction(async (tx) => {
          const updated = await tx.one(
            `UPDATE ${spec.table} SET ${sets.join(', ')} WHERE id = $1 RETURNING id, ${spec.columns.join(', ')}, created_at, updated_at`,
            [id, ...fields.map((f) => body[f])],
          );
          await audit(tx, signedIn(request).id, `${spec.table}.update`, { type: spec.table, id }, body);
          return updated;
        });
        return { data: row };
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw duplicate();
        throw error;
      }
    },
  );

  app.delete<{ Params: Static<typeof IdParams> }>(
    `${base}/:id`,
    {
      schema: { tags, summary: `${spec.label}を削除する（管理者）`, params: IdParams, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) } },
      preHandler: requireRole('admin'),
    },
    async (request, reply) => {
      const id = request.params.id;
      const removed = await db.transaction(async (tx) => {
        const row = await tx.one<{ title: string }>(`DELETE FROM ${spec.table} WHERE id = $1 RETURNING title`, [id]);
        if (row) await audit(tx, signedIn(request).id, `${spec.table}.delete`, { type: spec.table, id }, { title: row.title });
        return row;
      });
      if (!removed) throw missing();
      return reply.code(204).send();
    },
  );
}
