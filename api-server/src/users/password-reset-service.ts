// Password recovery: get_code mails a code, reset_password sets a new password with it; neither
// answer tells whether an e-mail is registered. The codes work as confirmation-code.ts says.
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { badRequest } from '../lib/http-errors';
import type { Mailer } from '../lib/mailer';
import type { PasswordHasher } from '../lib/password';
import { CODE_LIFETIME_MINUTES, hashCode, newCode, takeCode } from './confirmation-code';
import { codeMail } from './confirmation-code-mail';
import { insertResetCode, spendLiveCodes } from './confirmation-code-repository';
import { findActiveUserByEmail, resetPassword } from './user-repository';

const codeHash = (secret: string, userId: number, code: string) => hashCode(secret, 'password-reset', userId, code);

/** Makes a new code for the user (older ones stop working) and returns it for the mail. */
export async function issueResetCode(db: Database, secret: string, userId: number): Promise<string> {
  const code = newCode();
  await db.transaction(async (tx) => {
    await spendLiveCodes(tx, 'password_reset_codes', userId);
    await insertResetCode(tx, userId, codeHash(secret, userId, code), CODE_LIFETIME_MINUTES);
  });
  return code;
}

/**
 * Checks the code and, when right, sets the new password hash, spends the code and ends every
 * session of the person. Returns false for a wrong, used, expired or burnt code.
 */
export async function redeemResetCode(db: Database, secret: string, userId: number, code: string, newHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await takeCode(tx, 'password_reset_codes', userId, () => codeHash(secret, userId, code)))) return false;
    await resetPassword(tx, userId, newHash);
    return true;
  });
}

export const CODE_SENT_MESSAGE =
  'ご入力のメールアドレスが登録されている場合は、確認コードをお送りしました。メールをご確認ください。届かない場合は、迷惑メールのフォルダもご確認ください。';
const BAD_CODE_MESSAGE = '確認コードが正しくないか、有効期限が切れています。もう一度確認コードを受け取ってください。';
const PASSWORD_CHANGED_MESSAGE = 'パスワードを変更しました。新しいパスワードでログインしてください。';

const resetCodeMail = (code: string, siteUrl: string) =>
  codeMail(
    {
      subject: 'パスワード再設定の確認コード',
      intro: ['パスワードを再設定するための確認コードは次のとおりです。'],
      enterIt: 'パスワード再設定の画面で、このコードと新しいパスワードを入力してください。',
      ifNotYou: 'お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
    },
    code,
    siteUrl,
  );

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

export function createPasswordResetService({ db, passwords, mailer, config, events }: { db: Database; passwords: PasswordHasher; mailer: Mailer; config: Config; events: DomainEvents }) {
  return {
    async sendCode(email: string) {
      const user = await findActiveUserByEmail(db, email);
      if (user) {
        const code = await issueResetCode(db, config.jwtSecret, user.id);
        await mailer.send({ to: email.trim(), ...resetCodeMail(code, config.siteUrl) });
      }
      return { message: CODE_SENT_MESSAGE };
    },

    async reset(input: { email: string; code: string; password: string }) {
      const user = await findActiveUserByEmail(db, input.email);
      const newHash = await passwords.hash(input.password);
      if (!user || !(await redeemResetCode(db, config.jwtSecret, user.id, input.code, newHash))) throw badRequest('code', BAD_CODE_MESSAGE);
      events.publish({ type: 'sessions.changed', id: user.id });
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  };
}
