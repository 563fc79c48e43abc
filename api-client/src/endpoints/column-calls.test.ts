// The column calls send the method, path, query and body the server expects (api-server's OpenAPI
// test checks the paths exist there) and unwrap `data` where they promise a single object.
import { configureApi } from '../client';
import { answer, sentBy } from '../test-support/http';
import * as columnFavorites from './column-favorites';
import * as columns from './columns';

beforeEach(() => configureApi({ baseUrl: 'https://api.example.jp' }));

const sent = (run: () => Promise<unknown>, reply?: unknown) => sentBy(run, 'https://api.example.jp', reply);

const body = { title: 't', excerpt: 'e', body: '<p>b</p>', category_id: 1, status: 'scheduled' as const, published_at: '2026-12-01T00:00:00.000Z' };

test.each([
  ['columns.get', () => columns.get(5), 'GET', '/api/v1/columns/5', undefined, undefined],
  ['columns.create', () => columns.create(body), 'POST', '/api/v1/columns', undefined, body],
  ['columns.update', () => columns.update(5, { status: 'draft' }), 'PATCH', '/api/v1/columns/5', undefined, { status: 'draft' }],
  ['columns.uploadImage', () => columns.uploadImage('data:image/png;base64,AA=='), 'POST', '/api/v1/columns/images', undefined, { image_data: 'data:image/png;base64,AA==' }],
  ['columnFavorites.create', () => columnFavorites.create(5), 'POST', '/api/v1/column_favorites', undefined, { column_id: 5 }],
  [
    'columnFavorites.deleteFavoriteByUserIdAndColumnId',
    () => columnFavorites.deleteFavoriteByUserIdAndColumnId(5),
    'DELETE',
    '/api/v1/column_favorites/delete_favorite_by_user_id_and_column_id',
    { column_id: '5' },
    undefined,
  ],
])('%s sends its call and answers the object', async (_name, run, method, path, query, sentBody) => {
  const got = await sent(run);
  expect(got).toEqual({ result: { id: 1 }, method, path, query: query ?? {}, body: sentBody });
});

test.each([
  ['columns.list', () => columns.list({ category: '就労支援', keyword: '年金', page: 2 }), '/api/v1/columns', { category: '就労支援', keyword: '年金', page: '2' }],
  ['columns.columnByCategory', () => columns.columnByCategory({ category_id: 3 }), '/api/v1/columns/column_by_category', { category_id: '3' }],
  ['columns.popularColumns', () => columns.popularColumns({ per: 5 }), '/api/v1/columns/popular_columns', { per: '5' }],
  ['columnFavorites.myFavoriteColumns', () => columnFavorites.myFavoriteColumns(), '/api/v1/column_favorites/my_favorite_columns', {}],
])('%s answers the whole page', async (_name, run, path, query) => {
  const page = { data: [{ id: 1 }], meta: { page: 1, per: 20, total: 1, total_pages: 1 } };
  expect(await sent(run, page)).toEqual({ result: page, method: 'GET', path, query, body: undefined });
});

test('columns.remove sends DELETE and answers nothing', async () => {
  const { calls } = answer('all', 'https://api.example.jp/*');
  await expect(columns.remove(7)).resolves.toBeUndefined();
  expect([calls[0].method, new URL(calls[0].url).pathname]).toEqual(['DELETE', '/api/v1/columns/7']);
});
