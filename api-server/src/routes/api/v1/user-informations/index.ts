// Profiles (nickname and picture). Anyone may read one; only its owner or an admin may change it.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../../../lib/audit';
import { conflict, notFound } from '../../../../lib/http-errors';
import { MAX_IMAGE_DATA_URL_LENGTH, removeUploadedImage, saveImageDataUrl } from '../../../../lib/image-upload';
import { requireSelfOrAdmin, requireSignIn, signedIn } from '../../../../plugins/auth';
import { IdParams, Nullable, StrictObject, errorResponses, one } from '../../../../schemas/common';
import { UserInformationSchema } from '../../../../schemas/users';

const InfoBody = StrictObject({
  nickname: Type.Optional(Nullable(Type.String({ maxLength: 30 }))),
  profile_image_data: Type.Optional(Nullable(Type.String({ maxLength: MAX_IMAGE_DATA_URL_LENGTH }))),
});
const ByUserQuery = StrictObject({ user_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const OneInfo = one(UserInformationSchema);
// A 2 MB picture is about 2.8 MB as base64.
const BODY_LIMIT = MAX_IMAGE_DATA_URL_LENGTH + 64 * 1024;
const tags = ['user_informations'];

interface InfoRow {
  id: number;
  user_id: number;
  nickname: string | null;
  profile_image: string | null;
}
const INFO_COLUMNS = 'id, user_id, nickname, profile_image';

/** An empty or blank nickname is stored as NULL (shown as 未設定). */
const cleanNickname = (nickname: string | null | undefined) => (nickname == null ? null : nickname.trim() || null);

export default async function userInformationRoutes(app: FastifyInstance): Promise<void> {
  const { db, uploadsDir } = app.ctx;

  app.post<{ Body: Static<typeof InfoBody> }>(
    '/api/v1/user_informations',
    {
      bodyLimit: BODY_LIMIT,
      schema: { tags, summary: '自分のプロフィールを作る', body: InfoBody, response: { 201: OneInfo, ...errorResponses(400, 401, 409, 413) } },
      preHandler: requireSignIn,
    },
    async (request, reply) => {
      const auth = signedIn(request);
      if (await db.one('SELECT 1 FROM user_informations WHERE user_id = $1', [auth.id])) {
        throw conflict(undefined, 'プロフィールはすでに登録されています。');
      }
      const image = request.body.profile_image_data ? await saveImageDataUrl(uploadsDir, request.body.profile_image_data, 'profile_image_data') : null;
      const row = await db.one<InfoRow>(
        `INSERT INTO user_informations (user_id, nickname, profile_image) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO NOTHING RETURNING ${INFO_COLUMNS}`,
        [auth.id, cleanNickname(request.body.nickname), image],
      );
      if (!row) {
        await removeUploadedImage(uploadsDir, image);
        throw conflict(undefined, 'プロフィールはすでに登録されています。');
      }
      return reply.code(201).send({ data: row });
    },
  );

  app.patch<{ Params: Static<typeof IdParams>; Body: Static<typeof InfoBody> }>(
    '/api/v1/user_informations/:id',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'プロフィールを変更する（本人または管理者）',
        params: IdParams,
        body: InfoBody,
        response: { 200: OneInfo, ...errorResponses(400, 401, 403, 404, 413) },
      },
      preHandler: requireSignIn,
    },
    async (request) => {
      const actor = signedIn(request);
      const current = await db.one<InfoRow>(`SELECT ${INFO_COLUMNS} FROM user_informations WHERE id = $1`, [request.params.id]);
      // Someone else's id answers 403 whether or not it exists; only the owner or an admin learns 404.
      requireSelfOrAdmin(request, current?.user_id ?? null);
      if (!current) throw notFound('プロフィールが見つかりませんでした。');
      const { nickname, profile_image_data: imageData } = request.body;
      let image = current.profile_image;
      if (imageData !== undefined) image = imageData === null ? null : await saveImageDataUrl(uploadsDir, imageData, 'profile_image_data');
      const row = await db.transaction(async (tx) => {
        const updated = await tx.one<InfoRow>(
          `UPDATE user_informations SET nickname = $2, profile_image = $3, updated_at = now() WHERE id = $1 RETURNING ${INFO_COLUMNS}`,
          [current.id, nickname === undefined ? current.nickname : cleanNickname(nickname), image],
        );
        if (actor.id !== current.user_id) {
          await audit(tx, actor.id, 'user_information.update', { type: 'user_information', id: current.id }, { fields: Object.keys(request.body) });
        }
        return updated;
      });
      if (image !== current.profile_image) await removeUploadedImage(uploadsDir, current.profile_image);
      return { data: row };
    },
  );

  app.get<{ Querystring: Static<typeof ByUserQuery> }>(
    '/api/v1/user_informations/show_with_user_id',
    { schema: { tags, summary: '会員のプロフィール（公開）', querystring: ByUserQuery, response: { 200: OneInfo, ...errorResponses(400, 404) } } },
    async (request) => {
      const row = await db.one<InfoRow>(
        `SELECT ui.id, ui.user_id, ui.nickname, ui.profile_image FROM user_informations ui
           JOIN users u ON u.id = ui.user_id AND u.withdrawn_at IS NULL WHERE ui.user_id = $1`,
        [request.query.user_id],
      );
      if (!row) throw notFound('プロフィールが見つかりませんでした。');
      return { data: row };
    },
  );
}
