// Sign-in and sign-out (sessions: users/session-service.ts; sign-in's rate limits are its own,
// users/sign-in-throttle.ts, as they count failures).
import { SignInBodySchema, SignInResultSchema, errorResponses, NoContent, one } from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../../../../plugins/auth';

const auth: FastifyPluginAsyncTypebox = async (app) => {
  const { sessions } = app.ctx.services;

  app.post(
    '/sign_in',
    {
      config: { access: 'anyone' },
      schema: { summary: 'ログイン', body: SignInBodySchema, response: { 200: one(SignInResultSchema), ...errorResponses(400, 401, 403, 429) } },
    },
    async (request) => ({ data: await sessions.signIn(request.body.email, request.body.password, request.ip) }),
  );

  app.delete(
    '/sign_out',
    { config: { access: 'signed-in' }, schema: { summary: 'ログアウト（このトークンを無効にする）', response: { 204: NoContent, ...errorResponses(401) } } },
    async (request, reply) => {
      await sessions.signOut(signedIn(request));
      return reply.code(204).send(null);
    },
  );
};

export default auth;
