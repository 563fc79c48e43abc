// Swaps one api-client function for a jest mock (ES module namespaces cannot be spied on directly);
// jest.restoreAllMocks() puts the original back. (Copied from mf-member: remotes may not import each other.)
import { api, type Paged } from '@hiroba/api-client';

type Api = typeof api;

export function mockApi<R extends keyof Api, F extends keyof Api[R] & string>(resource: R, fn: F): jest.Mock {
  const mock = jest.fn();
  jest.replaceProperty(api, resource, { ...api[resource], [fn]: mock } as Api[R]);
  return mock;
}

export function paged<T>(data: T[], { page = 1, per = 20, total = data.length } = {}): Paged<T> {
  return { data, meta: { page, per, total, total_pages: Math.ceil(total / per) } };
}
