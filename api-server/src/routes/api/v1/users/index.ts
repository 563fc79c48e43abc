// Accounts: sign-up, login checks, the admin's user list, one user's record, withdrawal.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../../../../lib/audit';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../../../lib/http-errors';
import { limitClause, pageMeta, pageQueryProperties, paging } from '../../../../lib/paging';
import { requireRole, requireSelfOrAdmin, requireSignIn, signedIn } from '../../../../plugins/auth';
import { LIMITS, limitByIpAndEmail } from '../../../../plugins/rate-limits';
import { Email, IdParams, Password, StrictObject, errorResponses, one, paged } from '../../../../schemas/common';
import { RoleSchema, UserSchema, UsersMetaSchema } from '../../../../schemas/users';
import { ROLES } from '../../../../users/roles';
import {
  EMAIL_TAKEN_MESSAGE,
  USER_SELECT,
  emailTaken,
  findUserById,
  isUniqueViolation,
  type UserRow,
} from '../../../../users/user-repository';
import { removeWithdrawnFiles, withdrawUser } from '../../../../users/withdrawal';

const SignUpBody = StrictObject({
  email: Email,
  password: Password,
  nickname: Type.String({ minLength: 1, maxLength: 30 }),
  agree_terms: Type.Literal(true),
});

const ListQuery = StrictObject({
  ...pageQueryProperties,
  role: Type.Optional(RoleSchema),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});

const UpdateBody = StrictObject({
  email: Type.Optional(Email),
  password: Type.Optional(Password),
  current_password: Type.Optional(Type.String({ maxLength: 128 })),
  role: Type.Optional(RoleSchema),
});

const OneUser = one(UserSchema);
const UserEnvelope = one(Type.Object({ user: UserSchema }));
const tags = ['users'];

/** LIKE pattern for a keyword typed by a person: %, _ and \ match themselves. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export default async function usersRoutes(app: FastifyInstance): Promise<void> {
  const { db, passwords } = app.ctx;

  app.post<{ Body: Static<typeof SignUpBody> }>(
    '/api/v1/users',
    {
      schema: { tags, summary: '会員登録（無料会員）', body: SignUpBody, response: { 201: UserEnvelope, ...errorResponses(400, 409, 429) } },
      preHandler: limitByIpAndEmail(app, 'sign-up', LIMITS.signUpPerIp, LIMITS.signUpPerEmail),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const nickname = request.body.nickname.trim();
      if (!nickname) throw badRequest('nickname', 'ニックネームを入力してください。');
      if (await emailTaken(db, email)) throw conflict('email', EMAIL_TAKEN_MESSAGE);
      const hash = await passwords.hash(password);
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const user = await tx.one<{ id: number }>('INSERT INTO users (email, password_hash) VALUES ($1, $2) RETURNING id', [email.trim(), hash]);
          await tx.query('INSERT INTO user_informations (user_id, nickname) VALUES ($1, $2)', [user!.id, nickname]);
          return user!.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('email', EMAIL_TAKEN_MESSAGE);
        throw error;
      }
      return reply.code(201).send({ data: { user: await findUserById(db, id) } });
    },
  );

  app.get(
    '/api/v1/users/is_login',
    { schema: { tags, summary: 'ログイン中か確かめる', response: { 200: UserEnvelope, ...errorResponses(401) } }, preHandler: requireSignIn },
    async (request) => ({ data: { user: await findUserById(db, signedIn(request).id) } }),
  );

  app.get(
    '/api/v1/users/is_admin_login',
    {
      schema: { tags, summary: '管理者としてログイン中か確かめる', response: { 200: UserEnvelope, ...errorResponses(401, 403) } },
      preHandler: requireRole('admin'),
    },
    async (request) => ({ data: { user: await findUserById(db, signedIn(request).id) } }),
  );

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/api/v1/users',
    {
      schema: { tags, summary: '会員の一覧（管理者）', querystring: ListQuery, response: { 200: paged(UserSchema), ...errorResponses(400, 401, 403) } },
      preHandler: requireRole('admin'),
    },
    async (request) => {
      const params: unknown[] = [];
      const where = ['u.withdrawn_at IS NULL'];
      if (request.query.role) {
        params.push(request.query.role);
        where.push(`u.role = $${params.length}`);
      }
      const keyword = request.query.keyword?.trim();
      if (keyword) {
        params.push(likePattern(keyword));
        where.push(`(u.email ILIKE $${params.length} OR ui.nickname ILIKE $${params.length} OR ei.name ILIKE $${params.length})`);
      }
      const whereSql = ` WHERE ${where.join(' AND ')}`;
      const counted = await db.one<{ total: number }>(
        `SELECT count(*)::int AS total FROM users u
           LEFT JOIN user_informations ui ON ui.user_id = u.id LEFT JOIN expert_infos ei ON ei.user_id = u.id${whereSql}`,
        params,
      );
      const p = paging(request.query);
      const rows = await db.query<UserRow>(`${USER_SELECT}${whereSql} ORDER BY u.created_at DESC, u.id DESC${limitClause(p, params)}`, params);
      return { data: rows, meta: pageMeta(p, counted?.total ?? 0) };
    },
  );

  app.get(
    '/api/v1/users/meta',
    {
      schema: { tags, summary: '会員種別ごとの人数（管理者）', response: { 200: one(UsersMetaSchema), ...errorResponses(401, 403) } },
      preHandler: requireRole('admin'),
    },
    async () => {
      const rows = await db.query<{ role: string; n: number }>(
        'SELECT role, count(*)::int AS n FROM users WHERE withdrawn_at IS NULL GROUP BY role',
      );
      const byRole = Object.fromEntries(ROLES.map((r) => [r, rows.find((row) => row.role === r)?.n ?? 0]));
      return { data: { total: rows.reduce((sum, r) => sum + r.n, 0), by_role: byRole } };
    },
  );

  /** The live user behind an id-taking call, after the caller was allowed to touch it. */
  async function targetUser(request: FastifyRequest, id: number): Promise<UserRow> {
    requireSelfOrAdmin(request, id);
    const user = await findUserById(db, id);
    if (!user || user.withdrawn_at) throw notFound('会員が見つかりませんでした。');
    return user;
  }

  app.get<{ Params: Static<typeof IdParams> }>(
    '/api/v1/users/:id',
    {
      schema: { tags, summary: '会員情報（本人または管理者）', params: IdParams, response: { 200: OneUser, ...errorResponses(400, 401, 403, 404) } },
      preHandler: requireSignIn,
    },
    async (request) => ({ data: await targetUser(request, request.params.id) }),
  );

  app.patch<{ Params: Static<typeof IdParams>; Body: Static<typeof UpdateBody> }>(
    '/api/v1/users/:id',
    {
      schema: {
        tags,
        summary: 'メールアドレス・パスワード（本人）や会員種別（管理者）を変更',
        params: IdParams,
        body: UpdateBody,
        response: { 200: OneUser, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      preHandler: requireSignIn,
    },
    async (request) => {
      const actor = signedIn(request);
      const target = await targetUser(request, request.params.id);
      const { email, password, current_password: currentPassword, role } = request.body;
      const self = actor.id === target.id;
      if (role !== undefined && role !== target.role) {
        if (actor.role !== 'admin') throw forbidden('会員種別は管理者だけが変更できます。', 'role');
        if (self) throw unprocessable('role', 'ご自身の会員種別は変更できません。');
      }
      if (password !== undefined && !self) throw forbidden('パスワードはご本人だけが変更できます。', 'password');
      if (self && (email !== undefined || password !== undefined)) {
        if (!currentPassword) throw badRequest('current_password', '現在のパスワードを入力してください。');
        const stored = await db.one<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [target.id]);
        if (!stored || !(await passwords.verify(currentPassword, stored.password_hash))) {
          throw badRequest('current_password', '現在のパスワードが正しくありません。');
        }
      }
      if (email !== undefined && (await emailTaken(db, email, target.id))) throw conflict('email', EMAIL_TAKEN_MESSAGE);
      const hash = password !== undefined ? await passwords.hash(password) : null;
      try {
        await db.transaction(async (tx) => {
          await tx.query(
            `UPDATE users SET email = COALESCE($2, email), password_hash = COALESCE($3, password_hash),
               role = COALESCE($4, role), updated_at = now() WHERE id = $1`,
            [target.id, email?.trim() ?? null, hash, role ?? null],
          );
          if (actor.role === 'admin' && !self) {
            const changes = { ...(email !== undefined && { email: 'changed' }), ...(role !== undefined && { role: { from: target.role, to: role } }) };
            await audit(tx, actor.id, 'user.update', { type: 'user', id: target.id }, changes);
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('email', EMAIL_TAKEN_MESSAGE);
        throw error;
      }
      return { data: await findUserById(db, target.id) };
    },
  );

  app.delete<{ Params: Static<typeof IdParams> }>(
    '/api/v1/users/:id',
    {
      schema: {
        tags,
        summary: '退会（本人）または会員の削除（管理者）',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 422) },
      },
      preHandler: requireSignIn,
    },
    async (request, reply) => {
      const actor = signedIn(request);
      const target = await targetUser(request, request.params.id);
      if (target.role === 'admin') throw unprocessable(undefined, '管理者のアカウントは退会の手続きができません。');
      const files = await db.transaction(async (tx) => {
        const removed = await withdrawUser(tx, target.id);
        if (actor.id !== target.id) await audit(tx, actor.id, 'user.withdraw', { type: 'user', id: target.id });
        return removed;
      });
      await removeWithdrawnFiles(app.ctx.uploadsDir, files);
      // Their questions and answers now show no author: drop the Q&A pages cached with their name.
      app.ctx.qaCache.clear();
      return reply.code(204).send();
    },
  );
}
