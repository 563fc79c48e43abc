// The server decides paid status from the provider's events, so the completion page asks it again
// instead of trusting the redirect back from checkout.
import { api, useSession, type User } from '@hiroba/api-client';

export async function refreshMember(): Promise<User> {
  const user = await api.users.isLogin();
  useSession.getState().setUser(user);
  return user;
}
