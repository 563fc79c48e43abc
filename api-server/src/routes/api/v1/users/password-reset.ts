// Password recovery: get_code mails a code, reset_password sets a new password with it. Neither
// answer tells whether an e-mail is registered.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../../../lib/http-errors';
import { LIMITS, limitByIpAndEmail } from '../../../../plugins/rate-limits';
import { Email, Password, StrictObject, errorResponses, one } from '../../../../schemas/common';
import { CODE_LIFETIME_MINUTES, issueResetCode, redeemResetCode } from '../../../../users/password-reset';
import { findActiveUserByEmail } from '../../../../users/user-repository';

const GetCodeBody = StrictObject({ email: Email });
const ResetBody = StrictObject({ email: Email, code: Type.String({ pattern: '^[0-9]{6}$' }), password: Password });
const Message = one(Type.Object({ message: Type.String() }));
const tags = ['users'];

export const CODE_SENT_MESSAGE =
  'ご入力のメールアドレスが登録されている場合は、確認コードをお送りしました。メールをご確認ください。届かない場合は、迷惑メールのフォルダもご確認ください。';
const BAD_CODE_MESSAGE = '確認コードが正しくないか、有効期限が切れています。もう一度確認コードを受け取ってください。';

function codeMail(code: string, siteUrl: string) {
  return {
    subject: '【障害福祉Q&Aひろば】パスワード再設定の確認コード',
    text: [
      '障害福祉Q&Aひろばをご利用いただき、ありがとうございます。',
      '',
      'パスワードを再設定するための確認コードは次のとおりです。',
      '',
      `確認コード: ${code}`,
      '',
      `このコードの有効期限は${CODE_LIFETIME_MINUTES}分間で、1回だけ使えます。`,
      'パスワード再設定の画面で、このコードと新しいパスワードを入力してください。',
      '',
      'お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
      '',
      `障害福祉Q&Aひろば ${siteUrl}`,
    ].join('\n'),
  };
}

export default async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const { db, passwords, mailer, config } = app.ctx;

  app.put<{ Body: Static<typeof GetCodeBody> }>(
    '/api/v1/users/get_code',
    {
      schema: { tags, summary: 'パスワード再設定の確認コードをメールで送る', body: GetCodeBody, response: { 200: Message, ...errorResponses(400, 429) } },
      preHandler: limitByIpAndEmail(app, 'get-code', LIMITS.getCodePerIp, LIMITS.getCodePerEmail),
    },
    async (request) => {
      const user = await findActiveUserByEmail(db, request.body.email);
      if (user) {
        const code = await issueResetCode(db, config.jwtSecret, user.id);
        await mailer.send({ to: request.body.email.trim(), ...codeMail(code, config.siteUrl) });
      }
      return { data: { message: CODE_SENT_MESSAGE } };
    },
  );

  app.put<{ Body: Static<typeof ResetBody> }>(
    '/api/v1/users/reset_password',
    {
      schema: { tags, summary: '確認コードで新しいパスワードを設定する', body: ResetBody, response: { 200: Message, ...errorResponses(400, 429) } },
      preHandler: limitByIpAndEmail(app, 'reset-password', LIMITS.resetPasswordPerIp, LIMITS.resetPasswordPerEmail),
    },
    async (request) => {
      const { email, code, password } = request.body;
      const user = await findActiveUserByEmail(db, email);
      const newHash = await passwords.hash(password);
      if (!user || !(await redeemResetCode(db, config.jwtSecret, user.id, code, newHash))) throw badRequest('code', BAD_CODE_MESSAGE);
      return { data: { message: 'パスワードを変更しました。新しいパスワードでログインしてください。' } };
    },
  );
}
