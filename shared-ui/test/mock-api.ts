// Test helpers for every app's component tests. api-client's resources are ES module namespaces,
// whose functions jest.spyOn cannot redefine, so a test swaps the resource for a copy with one mocked
// function; jest.restoreAllMocks() puts the original back.
import { api, useSession, type Paged, type Role, type User } from '@hiroba/api-client';
import { aUser } from '@hiroba/api-client/test-support';

type Api = typeof api;

export function mockApi<R extends keyof Api, F extends keyof Api[R] & string>(resource: R, fn: F): jest.Mock {
  const mock = jest.fn();
  jest.replaceProperty(api, resource, { ...api[resource], [fn]: mock } as Api[R]);
  return mock;
}

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
  return { data, meta: { page, per, total, total_pages: Math.ceil(total / per) } };
}
