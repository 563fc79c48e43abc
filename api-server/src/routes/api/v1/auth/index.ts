// Sign-in and sign-out. A wrong e-mail and a wrong password get the same answer after the same
// amount of work (a dummy hash for unknown e-mails), so the answer does not reveal accounts.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../../../lib/http-errors';
import { requireSignIn, signedIn } from '../../../../plugins/auth';
import { LIMITS, limitByIpAndEmail } from '../../../../plugins/rate-limits';
import { Email, StrictObject, errorResponses, one } from '../../../../schemas/common';
import { UserSchema } from '../../../../schemas/users';
import { findActiveUserByEmail, findUserById } from '../../../../users/user-repository';

const SignInBody = StrictObject({ email: Email, password: Type.String({ minLength: 1, maxLength: 128 }) });
const tags = ['auth'];

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, passwords, tokens } = app.ctx;

  app.post<{ Body: Static<typeof SignInBody> }>(
    '/api/v1/auth/sign_in',
    {
      schema: {
        tags,
        summary: 'ログイン',
        body: SignInBody,
        response: { 200: one(Type.Object({ token: Type.String(), user: UserSchema })), ...errorResponses(400, 401, 429) },
      },
      preHandler: limitByIpAndEmail(app, 'sign-in', LIMITS.signInPerIp, LIMITS.signInPerEmail),
    },
    async (request) => {
      const { email, password } = request.body;
      const account = await findActiveUserByEmail(db, email);
      if (!account) {
        await passwords.dummyVerify(password);
        throw unauthorized('メールアドレスまたはパスワードが正しくありません。');
      }
      if (!(await passwords.verify(password, account.password_hash))) {
        throw unauthorized('メールアドレスまたはパスワードが正しくありません。');
      }
      if (passwords.needsRehash(account.password_hash)) {
        await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [account.id, await passwords.hash(password)]);
      }
      return { data: { token: tokens.sign(account), user: await findUserById(db, account.id) } };
    },
  );

  app.delete(
    '/api/v1/auth/sign_out',
    { schema: { tags, summary: 'ログアウト（このトークンを無効にする）', response: { 204: Type.Null(), ...errorResponses(401) } }, preHandler: requireSignIn },
    async (request, reply) => {
      const { jti, exp } = signedIn(request);
      await db.query('INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT (jti) DO NOTHING', [jti, exp]);
      // Entries past their token's expiry are no longer needed.
      await db.query('DELETE FROM revoked_tokens WHERE expires_at < now()');
      return reply.code(204).send();
    },
  );
}
