// Test data every app's component tests share: a signed-in user of a role (checked against the
// contract by aUser), signing in the way the shell does, and a page of a list as the server sends it.
import { useSession, type Paged, type Role, type User } from '@hiroba/api-client';
import { aUser, fixture } from '@hiroba/api-client/test-support';
import { PageMetaSchema } from '@hiroba/contract';

export function makeUser(role: Role, overrides: Partial<User> = {}): User {
  return aUser({
    email: 'hanako@example.jp',
    user_information: { id: 3, user_id: 7, nickname: 'はなこ', profile_image: null },
    role,
    ...overrides,
  });
}

/** Signs this user in the way the shell does (session store, persisted to localStorage). */
export function signIn(user: User): User {
  useSession.getState().login('jwt-token', user);
  return user;
}

export function paged<T>(data: T[], { page = 1, per = 20, total = data.length } = {}): Paged<T> {
  return { data, meta: fixture(PageMetaSchema, { page, per, total, total_pages: Math.ceil(total / per) }) };
}
