// The person's own account settings (docs/product.md#account-settings): a new password (with the
// current one), a new e-mail address (with the current password, confirmed by a 6-digit code mailed
// to the new address; until then the old address stays), and the consent to post. A changed password
// or address ends every session (token_version) and hands the caller a fresh token, so only the
// device that made the change stays signed in; a notice goes to the address the account had.
// The codes work as confirmation-code.ts says, each bound to the new address.
import type { Config } from '../config';
import type { Database, Queryable } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-errors';
import type { Mailer } from '../lib/mailer';
import type { PasswordHasher } from '../lib/password';
import type { TokenService } from '../lib/tokens';
import { take, type RateLimits } from '../lib/rate-limits';
import { isOwnAccount, type Actor } from '../policy/rules';
import { emailChangeCodeMail, emailChangedMail, passwordChangedMail } from './account-mail';
import { exportUserData } from './data-export';
import { CODE_LIFETIME_MINUTES, hashCode, newCode, takeCode } from './confirmation-code';
import { insertEmailChangeCode, spendLiveCodes } from './confirmation-code-repository';
import { EMAIL_TAKEN_MESSAGE, changePassword, emailTaken, givePostingConsent, isUniqueViolation, liveAccountWithHash, moveToEmail } from './user-repository';
import type { UserService } from './user-service';

const NOT_YOURS = 'アカウントの設定は、ご本人だけが変更できます。';
const USER_NOT_FOUND = '会員が見つかりませんでした。';
const WRONG_PASSWORD = '現在のパスワードが正しくありません。';
const SAME_PASSWORD = '新しいパスワードが、現在のパスワードと同じです。別のパスワードを入力してください。';
const SAME_EMAIL = 'いまのメールアドレスと同じです。新しいメールアドレスを入力してください。';
export const BAD_EMAIL_CODE =
  '確認コードが正しくないか、有効期限が切れています。もう一度「確認コードを送る」からやり直してください。';

const codeHash = (secret: string, userId: number, email: string, code: string) => hashCode(secret, 'email-change', userId, email.toLowerCase(), code);

interface Account {
  id: number;
  email: string;
  password_hash: string;
}

type Redeemed = { ok: false } | { ok: true; email: string; tokenVersion: number } | { ok: 'taken' };

/** Spends the newest live code when it is right and moves the account to its address (one transaction). */
async function redeemEmailCode(tx: Queryable, secret: string, userId: number, code: string): Promise<Redeemed> {
  const row = await takeCode(tx, 'email_change_codes', userId, (live) => codeHash(secret, userId, live.new_email!, code));
  if (!row) return { ok: false };
  const newEmail = row.new_email!;
  // Someone may have registered the address since the code was sent.
  if (await emailTaken(tx, newEmail, userId)) return { ok: 'taken' };
  return { ok: true, email: newEmail, tokenVersion: await moveToEmail(tx, userId, newEmail) };
}

export type AccountSettingsService = ReturnType<typeof createAccountSettingsService>;

export function createAccountSettingsService({
  db,
  passwords,
  tokens,
  mailer,
  config,
  users,
  rateLimits,
  events,
}: {
  db: Database;
  passwords: PasswordHasher;
  tokens: TokenService;
  mailer: Mailer;
  config: Config;
  users: UserService;
  rateLimits: RateLimits;
  events: DomainEvents;
}) {
  /** The caller's own live account; anyone else's answers 403. */
  async function own(id: number, actor: Actor): Promise<Account> {
    if (!isOwnAccount(actor, id)) throw forbidden(NOT_YOURS);
    const account = await liveAccountWithHash(db, id);
    if (!account) throw notFound(USER_NOT_FOUND);
    return account;
  }

  /**
   * Every check of the current password, whichever call asks, counts on one budget of failures per
   * person (LIMITS.currentPasswordFailuresPerUser): someone holding a stolen token cannot guess on.
   * The failure is reserved before the check and given back when the password was right.
   */
  async function checkCurrentPassword(account: Account, currentPassword: string): Promise<void> {
    const failures = rateLimits.named('currentPasswordFailuresPerUser');
    const key = String(account.id);
    await take(failures, key);
    if (!(await passwords.verify(currentPassword, account.password_hash))) throw badRequest('current_password', WRONG_PASSWORD);
    await failures.reward(key);
  }

  /** The caller's fresh session after every other one ended. */
  async function renewed(id: number, tokenVersion: number) {
    return { token: tokens.sign({ id, token_version: tokenVersion }), user: await users.present(id) };
  }

  return {
    async changePassword(id: number, input: { current_password: string; password: string }, actor: Actor) {
      const account = await own(id, actor);
      await checkCurrentPassword(account, input.current_password);
      // The current one was just confirmed: the same text (as hashing reads it) changes nothing.
      if (input.password.normalize('NFKC') === input.current_password.normalize('NFKC')) throw badRequest('password', SAME_PASSWORD);
      const hash = await passwords.hash(input.password);
      const tokenVersion = await db.transaction(async (tx) => {
        const version = await changePassword(tx, id, hash);
        if (version === null) throw notFound(USER_NOT_FOUND);
        // A reset code asked for before the change must not undo it.
        await spendLiveCodes(tx, 'password_reset_codes', id);
        return version;
      });
      events.publish({ type: 'sessions.changed', id });
      await mailer.send({ to: account.email, ...passwordChangedMail(config.siteUrl) });
      return renewed(id, tokenVersion);
    },

    async startEmailChange(id: number, input: { email: string; current_password: string }, actor: Actor) {
      const account = await own(id, actor);
      await checkCurrentPassword(account, input.current_password);
      const email = input.email.trim();
      if (email.toLowerCase() === account.email.toLowerCase()) throw badRequest('email', SAME_EMAIL);
      if (await emailTaken(db, email, id)) throw conflict('email', EMAIL_TAKEN_MESSAGE);
      const code = newCode();
      const expiresAt = await db.transaction(async (tx) => {
        await spendLiveCodes(tx, 'email_change_codes', id);
        return insertEmailChangeCode(tx, id, email, codeHash(config.jwtSecret, id, email, code), CODE_LIFETIME_MINUTES);
      });
      await mailer.send({ to: email, ...emailChangeCodeMail(code, config.siteUrl) });
      return {
        message: `${email} に確認コードを送りました。メールに書かれた6けたの数字を入力してください。変更が済むまでは、いまのメールアドレスのままです。`,
        new_email: email,
        expires_at: expiresAt,
      };
    },

    async confirmEmailChange(id: number, input: { code: string }, actor: Actor) {
      const account = await own(id, actor);
      let redeemed: Redeemed;
      try {
        redeemed = await db.transaction((tx) => redeemEmailCode(tx, config.jwtSecret, id, input.code));
      } catch (error) {
        // Two people took the address at the same moment.
        if (isUniqueViolation(error)) throw conflict('email', EMAIL_TAKEN_MESSAGE);
        throw error;
      }
      if (redeemed.ok === 'taken') throw conflict('email', EMAIL_TAKEN_MESSAGE);
      if (!redeemed.ok) throw badRequest('code', BAD_EMAIL_CODE);
      events.publish({ type: 'sessions.changed', id });
      await mailer.send({ to: account.email, ...emailChangedMail(config.siteUrl) });
      return renewed(id, redeemed.tokenVersion);
    },

    /** Everything the site holds about the person (users/data-export.ts): only for themself. */
    async exportData(id: number, actor: Actor) {
      if (!isOwnAccount(actor, id)) throw forbidden('登録情報のダウンロードは、ご本人だけができます。');
      const data = await exportUserData(db, id);
      if (!data) throw notFound(USER_NOT_FOUND);
      return data;
    },

    /** The person agrees that their posts are public; the first agreement's date is kept. */
    async givePostingConsent(id: number, actor: Actor) {
      await own(id, actor);
      await givePostingConsent(db, id);
      return users.present(id);
    },
  };
}
