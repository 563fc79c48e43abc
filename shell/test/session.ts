// Test helpers: put a session of a role into api-client's store, or none.
import { useSession, type Role, type User } from '@hiroba/api-client';
import { aUser } from '@hiroba/api-client/test-support';

export function signInAs(role: Role, overrides: Partial<User> = {}): User {
  const user = aUser({ role, ...overrides });
  useSession.setState({ token: `token-${role}`, user });
  return user;
}

export function signOut(): void {
  useSession.setState({ token: null, user: null, sessionId: null });
}
