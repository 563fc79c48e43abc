// Password recovery: get_code mails a code, reset_password sets a new password with it; neither
// answer tells whether an e-mail is registered. Codes: 6 digits, valid 10 minutes, usable once,
// stored as an HMAC (never the code itself); 5 wrong tries burn a code. Only the newest code of a
// person is live.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { badRequest } from '../lib/http-errors';
import type { Mailer } from '../lib/mailer';
import type { PasswordHasher } from '../lib/password';
import { countWrongTry, insertResetCode, newestLiveCode, spendCode, spendLiveCodes } from './confirmation-code-repository';
import { findActiveUserByEmail, resetPassword } from './user-repository';

export const CODE_LIFETIME_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

const hashCode = (secret: string, userId: number, code: string) =>
  createHmac('sha256', secret).update(`password-reset:${userId}:${code}`).digest('hex');

/** Makes a new code for the user (older ones stop working) and returns it for the mail. */
export async function issueResetCode(db: Database, secret: string, userId: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await spendLiveCodes(tx, 'password_reset_codes', userId);
    await insertResetCode(tx, userId, hashCode(secret, userId, code), CODE_LIFETIME_MINUTES);
  });
  return code;
}

/**
 * Checks the code and, when right, sets the new password hash, spends the code and ends every
 * session of the person. Returns false for a wrong, used, expired or burnt code.
 */
export async function redeemResetCode(db: Database, secret: string, userId: number, code: string, newHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await newestLiveCode(tx, 'password_reset_codes', userId, MAX_CODE_ATTEMPTS);
    if (!row) return false;
    const expected = Buffer.from(row.code_hash, 'hex');
    const actual = Buffer.from(hashCode(secret, userId, code), 'hex');
    if (!timingSafeEqual(expected, actual)) {
      await countWrongTry(tx, 'password_reset_codes', row.id);
      return false;
    }
    await spendCode(tx, 'password_reset_codes', row.id);
    await resetPassword(tx, userId, newHash);
    return true;
  });
}

export const CODE_SENT_MESSAGE =
  'ご入力のメールアドレスが登録されている場合は、確認コードをお送りしました。メールをご確認ください。届かない場合は、迷惑メールのフォルダもご確認ください。';
const BAD_CODE_MESSAGE = '確認コードが正しくないか、有効期限が切れています。もう一度確認コードを受け取ってください。';
const PASSWORD_CHANGED_MESSAGE = 'パスワードを変更しました。新しいパスワードでログインしてください。';

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

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

export function createPasswordResetService({ db, passwords, mailer, config }: { db: Database; passwords: PasswordHasher; mailer: Mailer; config: Config }) {
  return {
    async sendCode(email: string) {
      const user = await findActiveUserByEmail(db, email);
      if (user) {
        const code = await issueResetCode(db, config.jwtSecret, user.id);
        await mailer.send({ to: email.trim(), ...codeMail(code, config.siteUrl) });
      }
      return { message: CODE_SENT_MESSAGE };
    },

    async reset(input: { email: string; code: string; password: string }) {
      const user = await findActiveUserByEmail(db, input.email);
      const newHash = await passwords.hash(input.password);
      if (!user || !(await redeemResetCode(db, config.jwtSecret, user.id, input.code, newHash))) throw badRequest('code', BAD_CODE_MESSAGE);
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  };
}
