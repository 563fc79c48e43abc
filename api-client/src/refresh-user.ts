// The server decides a user's role, membership and capabilities: after anything that may change
// them (a saved profile, a payment, a login check), the session takes the user from the server
// again, so the navbar and every page show the new state at once.
import type { User } from '@hiroba/contract/types';
import type { CallOptions } from './client';
import { api } from './calls';
import { useSession } from './session-store';

export async function refreshUser(options?: CallOptions): Promise<User> {
  const { user } = await api.users.isLogin(options);
  useSession.getState().setUser(user);
  return user;
}
