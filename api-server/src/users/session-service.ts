// Sign-in and sign-out. A wrong e-mail and a wrong password get the same answer after the same
// amount of work (a dummy hash for unknown e-mails), so the answer does not reveal accounts. A
// suspended account is refused after its password was checked (suspension-service.ts). Guessing is
// throttled per account and address (sign-in-throttle.ts).
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { forbidden, unauthorized } from '../lib/http-errors';
import type { PasswordHasher } from '../lib/password';
import type { TokenService } from '../lib/tokens';
import type { RateLimits } from '../lib/rate-limits';
import { createSignInThrottle } from './sign-in-throttle';
import { SUSPENDED_SIGN_IN_MESSAGE } from './suspension-service';
import { revokeToken } from './session-repository';
import { findActiveUserByEmail, rehashPassword } from './user-repository';
import type { UserService } from './user-service';

const WRONG_CREDENTIALS = 'メールアドレスまたはパスワードが正しくありません。';

export type SessionService = ReturnType<typeof createSessionService>;

export function createSessionService(deps: { db: Database; events: DomainEvents; passwords: PasswordHasher; tokens: TokenService; users: UserService; rateLimits: RateLimits }) {
  const { db, passwords, tokens, users } = deps;
  const throttle = createSignInThrottle(deps.rateLimits);
  return {
    /** `address`: the client's, as the trusted proxies report it (request.ip). */
    async signIn(email: string, password: string, address: string) {
      const attempt = await throttle.admit(email, address);
      const account = await findActiveUserByEmail(db, email);
      if (!account) {
        await passwords.dummyVerify(password);
        await attempt.failed();
        throw unauthorized(WRONG_CREDENTIALS);
      }
      if (!(await passwords.verify(password, account.password_hash))) {
        await attempt.failed();
        throw unauthorized(WRONG_CREDENTIALS);
      }
      await attempt.succeeded();
      // Said only to someone who knows the password, so it tells no one else that the account exists.
      if (account.suspended_at) throw forbidden(SUSPENDED_SIGN_IN_MESSAGE);
      if (passwords.needsRehash(account.password_hash)) {
        await rehashPassword(db, account.id, await passwords.hash(password));
      }
      return { token: tokens.sign(account), user: await users.present(account.id) };
    },

    /** Ends this token (until its own expiry; jobs/clean-revoked-tokens.ts removes the entry after). */
    async signOut(token: { id: number; jti: string; exp: number }) {
      await revokeToken(db, token.jti, token.exp);
      deps.events.publish({ type: 'sessions.changed', id: token.id });
    },
  };
}
