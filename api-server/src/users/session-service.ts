// Sign-in and sign-out. A wrong e-mail and a wrong password get the same answer after the same
// amount of work (a dummy hash for unknown e-mails), so the answer does not reveal accounts. A
// suspended account is refused after its password was checked (suspension-service.ts).
import type { Database } from '../db/database';
import { forbidden, unauthorized } from '../lib/http-errors';
import type { PasswordHasher } from '../lib/password';
import type { TokenService } from '../lib/tokens';
import { SUSPENDED_SIGN_IN_MESSAGE } from './suspension-service';
import { findActiveUserByEmail } from './user-repository';
import type { UserService } from './user-service';

const WRONG_CREDENTIALS = 'メールアドレスまたはパスワードが正しくありません。';

export type SessionService = ReturnType<typeof createSessionService>;

export function createSessionService(deps: { db: Database; passwords: PasswordHasher; tokens: TokenService; users: UserService }) {
  const { db, passwords, tokens, users } = deps;
  return {
    async signIn(email: string, password: string) {
      const account = await findActiveUserByEmail(db, email);
      if (!account) {
        await passwords.dummyVerify(password);
        throw unauthorized(WRONG_CREDENTIALS);
      }
      if (!(await passwords.verify(password, account.password_hash))) throw unauthorized(WRONG_CREDENTIALS);
      // Said only to someone who knows the password, so it tells no one else that the account exists.
      if (account.suspended_at) throw forbidden(SUSPENDED_SIGN_IN_MESSAGE);
      if (passwords.needsRehash(account.password_hash)) {
        await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [account.id, await passwords.hash(password)]);
      }
      return { token: tokens.sign(account), user: await users.present(account.id) };
    },

    /** Ends this token (until its own expiry; jobs/clean-revoked-tokens.ts removes the entry after). */
    async signOut(token: { jti: string; exp: number }) {
      await db.query('INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT (jti) DO NOTHING', [token.jti, token.exp]);
    },
  };
}
