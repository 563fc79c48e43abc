// The OpenAPI document lists every call, and every call the api-client declares exists in it with
// the same method (api-client/src/endpoints/*.ts is read as text).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { useTestApp } from './helpers/test-app';

const t = useTestApp();
const ENDPOINTS_DIR = path.resolve(__dirname, '../../api-client/src/endpoints');

/**
 * Calls of docs/product.md#calls marked not built yet. Each line leaves this list when its call is
 * built; the last test fails if a listed call already exists, so the list cannot go stale.
 */
const NOT_BUILT_YET: string[] = [];

/** "method /path" with every {placeholder} written as {}. */
const key = (method: string, p: string) => `${method.toLowerCase()} /${p.replace(/^\//, '').replace(/\{[^}]*\}/g, '{}')}`;

async function documentedCalls(): Promise<Set<string>> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
  expect(doc.openapi).toMatch(/^3\./);
  return new Set(Object.entries(doc.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => key(m, p))));
}

test('the document covers every call built so far, with schemas', async () => {
  const calls = await documentedCalls();
  for (const call of [
    'post /api/v1/users',
    'post /api/v1/auth/sign_in',
    'delete /api/v1/auth/sign_out',
    'get /api/v1/users/is_login',
    'get /api/v1/users/is_admin_login',
    'put /api/v1/users/get_code',
    'put /api/v1/users/reset_password',
    'get /api/v1/users/{}',
    'patch /api/v1/users/{}',
    'delete /api/v1/users/{}',
    'put /api/v1/users/{}/password',
    'post /api/v1/users/{}/email_change',
    'put /api/v1/users/{}/email_change/confirm',
    'put /api/v1/users/{}/posting_consent',
    'get /api/v1/users/{}/export',
    'get /api/v1/users',
    'get /api/v1/users/meta',
    'get /api/v1/users/{}/activity',
    'post /api/v1/users/{}/suspend',
    'post /api/v1/users/{}/restore',
    'post /api/v1/user_informations',
    'patch /api/v1/user_informations/{}',
    'get /api/v1/user_informations/show_with_user_id',
    'get /api/v1/tags',
    'post /api/v1/tags',
    'get /api/v1/tags/{}',
    'patch /api/v1/tags/{}',
    'delete /api/v1/tags/{}',
    'get /api/v1/categories',
    'post /api/v1/categories',
    'get /api/v1/categories/{}',
    'patch /api/v1/categories/{}',
    'delete /api/v1/categories/{}',
    'get /api/v1/categories/show_by_title',
    'post /api/v1/contacts',
    'get /api/v1/health',
    'get /api/v1/questions',
    'post /api/v1/questions',
    'get /api/v1/questions/{}',
    'patch /api/v1/questions/{}',
    'delete /api/v1/questions/{}',
    'get /api/v1/questions/my_questions',
    'get /api/v1/questions/popular_questions',
    'get /api/v1/questions/question_by_expert_info_id',
    'get /api/v1/question_favorites/my_favorite_questions',
    'post /api/v1/question_favorites',
    'delete /api/v1/question_favorites/{}',
    'delete /api/v1/question_favorites/delete_favorite_by_user_id_and_question_id',
    'post /api/v1/user_like_questions',
    'delete /api/v1/user_like_questions/delete_by_user_id_and_question_id',
    'get /api/v1/comments/my_comments',
    'get /api/v1/comments/get_comments_by_question_id',
    'post /api/v1/comments',
    'post /api/v1/user_like_comments',
    'delete /api/v1/user_like_comments/delete_by_user_id_and_comment_id',
    'post /api/v1/replies',
    'get /api/v1/replies/index_by_comment_id',
    'get /api/v1/expert_infos',
    'get /api/v1/expert_infos/{}',
    'put /api/v1/expert_infos/{}',
    'get /api/v1/expert_infos/show_with_user_id',
    'delete /api/v1/comments/{}',
    'delete /api/v1/replies/{}',
    'get /api/v1/columns',
    'post /api/v1/columns',
    'get /api/v1/columns/{}',
    'patch /api/v1/columns/{}',
    'delete /api/v1/columns/{}',
    'post /api/v1/columns/images',
    'get /api/v1/columns/column_by_category',
    'get /api/v1/columns/popular_columns',
    'get /api/v1/column_favorites/my_favorite_columns',
    'post /api/v1/column_favorites',
    'delete /api/v1/column_favorites/delete_favorite_by_user_id_and_column_id',
    'get /api/v1/crowdfunding_supporters',
    'post /api/v1/crowdfunding_supporters',
    'get /api/v1/crowdfunding_supporters/{}',
    'patch /api/v1/crowdfunding_supporters/{}',
    'delete /api/v1/crowdfunding_supporters/{}',
  ]) {
    expect([call, calls.has(call)]).toEqual([call, true]);
  }
  const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  const signUp = doc.paths['/api/v1/users'].post;
  expect(signUp.requestBody.content['application/json'].schema.additionalProperties).toBe(false);
  expect(Object.keys(signUp.responses)).toEqual(expect.arrayContaining(['201', '400', '409']));
  expect(JSON.stringify(doc)).not.toMatch(/password_hash/);
  // Site files are not API calls.
  expect([...calls].every((c) => c.includes(' /api/v1/'))).toBe(true);
});

const clientCalls = (): Array<{ call: string; file: string }> =>
  readdirSync(ENDPOINTS_DIR)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .flatMap((file) => {
      const text = readFileSync(path.join(ENDPOINTS_DIR, file), 'utf8');
      // request('get', 'api/v1/tags', ...) or request('get', path('api/v1/tags/{id}', ...))
      const pattern = /'(get|post|put|patch|delete)',\s*(?:path\(\s*)?'(api\/v1\/[a-z_\/{}:]+)'/gi;
      return [...text.matchAll(pattern)].map((m) => ({ call: key(m[1], m[2]), file }));
    });

const describeClient = existsSync(ENDPOINTS_DIR) ? describe : describe.skip;
if (!existsSync(ENDPOINTS_DIR)) console.warn(`api-client endpoints not found at ${ENDPOINTS_DIR}: contract check skipped`);

describeClient('api-client contract', () => {
  test('the client declares calls (the pattern still reads its files)', () => {
    expect(clientCalls().length).toBeGreaterThan(10);
  });

  test('every call the api-client declares exists in the OpenAPI document with its method', async () => {
    const calls = await documentedCalls();
    const pending = new Set(NOT_BUILT_YET);
    const missing = clientCalls().filter(({ call }) => !calls.has(call) && !pending.has(call));
    expect(missing).toEqual([]);
  });
});

test('no call listed as not built yet exists already (trim NOT_BUILT_YET when building one)', async () => {
  const calls = await documentedCalls();
  expect(NOT_BUILT_YET.filter((c) => calls.has(c))).toEqual([]);
});

// A client generated from the document must know that a subscription needs the agreement to the
// final confirmation (特定商取引法 12条の6), which the server refuses without, and a card change does not.
test('create_session requires agree for a subscription (purpose omitted or subscribe), not for a card change', async () => {
  type Branch = { properties?: Record<string, { const?: unknown; enum?: unknown[] }>; required?: string[] };
  const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  const body = doc.paths['/api/v1/users/create_session'].post.requestBody.content['application/json'].schema as Branch & { anyOf?: Branch[]; oneOf?: Branch[] };
  const branches = body.anyOf ?? body.oneOf ?? [body];
  const purposes = (b: Branch) => {
    const purpose = b.properties?.purpose;
    return purpose?.const !== undefined ? [purpose.const] : (purpose?.enum ?? []);
  };
  const requiresAgree = (b: Branch) => b.required?.includes('agree') ?? false;
  const subscribe = branches.filter((b) => purposes(b).includes('subscribe'));
  const cardChange = branches.filter((b) => purposes(b).includes('update_card'));
  expect(subscribe.length).toBeGreaterThan(0);
  expect(subscribe.every((b) => requiresAgree(b) && !b.required?.includes('purpose'))).toBe(true);
  expect(cardChange.length).toBeGreaterThan(0);
  expect(cardChange.every((b) => !requiresAgree(b) && (b.required?.includes('purpose') ?? false))).toBe(true);
});
