// Experts' public records. Anyone reads approved ones; a pending, rejected or suspended record is
// seen only by the expert themself and admins (404 for others). The expert or an admin edits it;
// only an admin may change its status (POST and change_status come with the admin issue).
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../../../../lib/audit';
import { badRequest, forbidden, notFound } from '../../../../lib/http-errors';
import { MAX_IMAGE_DATA_URL_LENGTH, removeUploadedImage, saveImageDataUrl } from '../../../../lib/image-upload';
import { limitClause, pageMeta, pageQueryProperties, paging } from '../../../../lib/paging';
import { isAdmin, requireSignIn, signedIn } from '../../../../plugins/auth';
import { IdParams, Nullable, StrictObject, errorResponses, one, paged } from '../../../../schemas/common';
import { ExpertInfoSchema } from '../../../../schemas/users';

const tags = ['expert_infos'];
const Status = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('suspended')]);
const ListQuery = StrictObject({ ...pageQueryProperties, status: Type.Optional(Type.Union([Status, Type.Literal('all')])) });
const ByUserQuery = StrictObject({ user_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const UpdateBody = StrictObject({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  title: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  profile: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  qualifications: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  profile_image_data: Type.Optional(Nullable(Type.String({ maxLength: MAX_IMAGE_DATA_URL_LENGTH }))),
  status: Type.Optional(Status),
});
const OneExpert = one(ExpertInfoSchema);
const BODY_LIMIT = MAX_IMAGE_DATA_URL_LENGTH + 64 * 1024;
const COLUMNS = 'id, user_id, name, profile_image, title, profile, qualifications, status, created_at, updated_at';
const NOT_FOUND = '専門家が見つかりませんでした。';

interface ExpertRow {
  id: number;
  user_id: number | null;
  name: string;
  profile_image: string | null;
  status: string;
}

/** Blank optional text is stored as NULL. */
const blankToNull = (value: string | null | undefined) => (value == null ? value : value.trim() || null);

export default async function expertInfoRoutes(app: FastifyInstance): Promise<void> {
  const { db, uploadsDir } = app.ctx;

  const visible = (request: FastifyRequest, row: ExpertRow | null): row is ExpertRow =>
    row !== null && (row.status === 'approved' || isAdmin(request) || (request.auth !== null && request.auth.id === row.user_id));

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/api/v1/expert_infos',
    { schema: { tags, summary: '専門家の一覧（承認済み。管理者は状態で絞り込み）', querystring: ListQuery, response: { 200: paged(ExpertInfoSchema), ...errorResponses(400, 403) } } },
    async (request) => {
      const status = request.query.status ?? (isAdmin(request) ? 'all' : 'approved');
      if (status !== 'approved' && !isAdmin(request)) throw forbidden('承認前の専門家は管理者だけが見られます。', 'status');
      const params: unknown[] = [];
      const where = status === 'all' ? '' : ` WHERE status = $${params.push(status)}`;
      const counted = await db.one<{ total: number }>(`SELECT count(*)::int AS total FROM expert_infos${where}`, params);
      const p = paging(request.query);
      const rows = await db.query(`SELECT ${COLUMNS} FROM expert_infos${where} ORDER BY id${limitClause(p, params)}`, params);
      return { data: rows, meta: pageMeta(p, counted?.total ?? 0) };
    },
  );

  app.get<{ Querystring: Static<typeof ByUserQuery> }>(
    '/api/v1/expert_infos/show_with_user_id',
    { schema: { tags, summary: '会員の専門家情報', querystring: ByUserQuery, response: { 200: OneExpert, ...errorResponses(400, 404) } } },
    async (request) => {
      const row = await db.one<ExpertRow>(`SELECT ${COLUMNS} FROM expert_infos WHERE user_id = $1`, [request.query.user_id]);
      if (!visible(request, row)) throw notFound(NOT_FOUND);
      return { data: row };
    },
  );

  app.get<{ Params: Static<typeof IdParams> }>(
    '/api/v1/expert_infos/:id',
    { schema: { tags, summary: '専門家を1件', params: IdParams, response: { 200: OneExpert, ...errorResponses(400, 404) } } },
    async (request) => {
      const row = await db.one<ExpertRow>(`SELECT ${COLUMNS} FROM expert_infos WHERE id = $1`, [request.params.id]);
      if (!visible(request, row)) throw notFound(NOT_FOUND);
      return { data: row };
    },
  );

  app.put<{ Params: Static<typeof IdParams>; Body: Static<typeof UpdateBody> }>(
    '/api/v1/expert_infos/:id',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: '専門家情報を変更する（本人・管理者。状態は管理者だけ）',
        params: IdParams,
        body: UpdateBody,
        response: { 200: OneExpert, ...errorResponses(400, 401, 403, 404, 413) },
      },
      preHandler: requireSignIn,
    },
    async (request) => {
      const actor = signedIn(request);
      const current = await db.one<ExpertRow>(`SELECT ${COLUMNS} FROM expert_infos WHERE id = $1`, [request.params.id]);
      const admin = actor.role === 'admin';
      // Someone else's id answers 403 whether or not it exists.
      if (!admin && (!current || current.user_id !== actor.id)) throw forbidden('ほかの方の専門家情報は変更できません。');
      if (!current) throw notFound(NOT_FOUND);
      const { profile_image_data: imageData, status, ...text } = request.body;
      if (status !== undefined && status !== current.status && !admin) throw forbidden('状態は管理者だけが変更できます。', 'status');
      const name = text.name?.trim();
      if (name === '') throw badRequest('name', 'お名前を入力してください。');
      let image = current.profile_image;
      if (imageData !== undefined) image = imageData === null ? null : await saveImageDataUrl(uploadsDir, imageData, 'profile_image_data');
      const row = await db.transaction(async (tx) => {
        const updated = await tx.one(
          `UPDATE expert_infos SET
             name = COALESCE($2, name),
             title = CASE WHEN $3 THEN $4 ELSE title END,
             profile = CASE WHEN $5 THEN $6 ELSE profile END,
             qualifications = CASE WHEN $7 THEN $8 ELSE qualifications END,
             profile_image = $9, status = COALESCE($10, status),
             reviewed_by = CASE WHEN $10::text IS NULL OR $10 = status THEN reviewed_by ELSE $11 END,
             reviewed_at = CASE WHEN $10::text IS NULL OR $10 = status THEN reviewed_at ELSE now() END,
             updated_at = now()
           WHERE id = $1 RETURNING ${COLUMNS}`,
          [
            current.id,
            name ?? null,
            text.title !== undefined,
            blankToNull(text.title) ?? null,
            text.profile !== undefined,
            blankToNull(text.profile) ?? null,
            text.qualifications !== undefined,
            blankToNull(text.qualifications) ?? null,
            image,
            status ?? null,
            actor.id,
          ],
        );
        if (actor.id !== current.user_id) {
          await audit(tx, actor.id, 'expert_info.update', { type: 'expert_info', id: current.id }, {
            fields: Object.keys(request.body),
            ...(status !== undefined && status !== current.status && { status: { from: current.status, to: status } }),
          });
        }
        return updated;
      });
      if (image !== current.profile_image) await removeUploadedImage(uploadsDir, current.profile_image);
      return { data: row };
    },
  );
}
