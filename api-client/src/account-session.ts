// The signed-in person's own account calls, with what they do to the session on this device: a
// changed password or e-mail ended every session, so the fresh token the server answered replaces
// the stored one (other tabs of this browser follow it through the storage event); a consent
// refreshes the stored user. Shared-ui's forms receive these as props (they may not call the
// client themselves: docs/architecture.md#who-imports-whom).
import { ApiError } from './api-error';
import { api } from './calls';
import { useSession } from './session-store';
import type { EmailChangeBody, EmailChangeStarted, PasswordChangeBody, User } from '@hiroba/contract/types';

function signedInId(): number {
  const { user, token } = useSession.getState();
  if (!user || !token) throw new ApiError(401, [{ message: 'ログインしてください。' }]);
  return user.id;
}

export interface AccountCalls {
  changePassword(body: PasswordChangeBody): Promise<User>;
  startEmailChange(body: EmailChangeBody): Promise<EmailChangeStarted>;
  confirmEmailChange(code: string): Promise<User>;
}

export const accountCalls: AccountCalls = {
  async changePassword(body) {
    const { token, user } = await api.account.changePassword(signedInId(), body);
    useSession.getState().login(token, user);
    return user;
  },
  startEmailChange: (body) => api.account.startEmailChange(signedInId(), body),
  async confirmEmailChange(code) {
    const { token, user } = await api.account.confirmEmailChange(signedInId(), { code });
    useSession.getState().login(token, user);
    return user;
  },
};

/** The agreement that posts are public (before the first question, comment or reply). */
export async function agreeToPosting(): Promise<User> {
  const user = await api.account.givePostingConsent(signedInId(), { consent: true });
  useSession.getState().setUser(user);
  return user;
}
