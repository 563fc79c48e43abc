// Who may call what: one row per call, the status each kind of caller gets. "free_member" acts on
// their own objects; "other" is another free member acting on those same objects. Later issues add
// a row per new call.
import type { FastifyInstance } from 'fastify';
import { ADMIN, DEMO, DEMO_PASSWORD, call, emptyDatabase, tokenFor, useTestApp, userIdOf } from './helpers/test-app';
import { prepareDatabase } from '../src/app';
import { resetRateLimits } from '../src/plugins/rate-limits';

const t = useTestApp();
const ACTORS = ['visitor', 'other', 'paid_member', 'expert', 'free_member', 'admin'] as const;
type Actor = (typeof ACTORS)[number];

interface Ids {
  free: number;
  freeInfo: number;
  publishedTag: number;
  draftTag: number;
  publishedCategory: number;
  draftCategory: number;
}
interface Row {
  call: string;
  /** Expected status for: visitor, free_member (owner), paid_member, expert, admin, other. */
  expect: [visitor: number, free: number, paid: number, expert: number, admin: number, other: number];
  request(ids: Ids, actor: Actor): { url: string; payload?: unknown };
  /** The call changes what later actors would see: start each actor from fresh data. */
  resetBetween?: boolean;
}

const unique = (actor: Actor, base: string) => `${base}-${actor}`;

const ROWS: Row[] = [
  { call: 'POST /api/v1/users', expect: [201, 201, 201, 201, 201, 201], request: (_, a) => ({ url: '', payload: { email: `${a}@signup.example.jp`, password: 'safe-pass-2026', nickname: '新規', agree_terms: true } }) },
  { call: 'POST /api/v1/auth/sign_in', expect: [200, 200, 200, 200, 200, 200], request: () => ({ url: '', payload: { email: DEMO.free, password: DEMO_PASSWORD } }) },
  { call: 'DELETE /api/v1/auth/sign_out', expect: [401, 204, 204, 204, 204, 204], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/users/is_login', expect: [401, 200, 200, 200, 200, 200], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/users/is_admin_login', expect: [401, 403, 403, 403, 200, 403], request: () => ({ url: '' }) },
  { call: 'PUT /api/v1/users/get_code', expect: [200, 200, 200, 200, 200, 200], request: (_, a) => ({ url: '', payload: { email: `${a}@example.jp` } }) },
  { call: 'PUT /api/v1/users/reset_password', expect: [400, 400, 400, 400, 400, 400], request: () => ({ url: '', payload: { email: DEMO.free, code: '000000', password: 'new-pass-2026' } }) },
  { call: 'GET /api/v1/users', expect: [401, 403, 403, 403, 200, 403], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/users/meta', expect: [401, 403, 403, 403, 200, 403], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/users/{id}', expect: [401, 200, 403, 403, 200, 403], request: (ids) => ({ url: `${ids.free}` }) },
  { call: 'PATCH /api/v1/users/{id}', expect: [401, 200, 403, 403, 200, 403], request: (ids) => ({ url: `${ids.free}`, payload: {} }) },
  { call: 'DELETE /api/v1/users/{id}', expect: [401, 204, 403, 403, 204, 403], request: (ids) => ({ url: `${ids.free}` }), resetBetween: true },
  { call: 'POST /api/v1/user_informations', expect: [401, 409, 409, 409, 409, 409], request: () => ({ url: '', payload: { nickname: 'にっく' } }) },
  { call: 'PATCH /api/v1/user_informations/{id}', expect: [401, 200, 403, 403, 200, 403], request: (ids) => ({ url: `${ids.freeInfo}`, payload: { nickname: 'にっく' } }) },
  { call: 'GET /api/v1/user_informations/show_with_user_id', expect: [200, 200, 200, 200, 200, 200], request: (ids) => ({ url: `?user_id=${ids.free}` }) },
  { call: 'GET /api/v1/tags', expect: [200, 200, 200, 200, 200, 200], request: () => ({ url: '?status=published&per=all' }) },
  { call: 'GET /api/v1/tags (status=all)', expect: [403, 403, 403, 403, 200, 403], request: () => ({ url: '?status=all' }) },
  { call: 'GET /api/v1/tags/{id} (published)', expect: [200, 200, 200, 200, 200, 200], request: (ids) => ({ url: `${ids.publishedTag}` }) },
  { call: 'GET /api/v1/tags/{id} (draft)', expect: [404, 404, 404, 404, 200, 404], request: (ids) => ({ url: `${ids.draftTag}` }) },
  { call: 'POST /api/v1/tags', expect: [401, 403, 403, 403, 201, 403], request: (_, a) => ({ url: '', payload: { title: unique(a, 'タグ'), status: 'draft' } }) },
  { call: 'PATCH /api/v1/tags/{id}', expect: [401, 403, 403, 403, 200, 403], request: (ids) => ({ url: `${ids.publishedTag}`, payload: { status: 'published' } }) },
  { call: 'DELETE /api/v1/tags/{id}', expect: [401, 403, 403, 403, 204, 403], request: (ids) => ({ url: `${ids.draftTag}` }) },
  { call: 'GET /api/v1/categories', expect: [200, 200, 200, 200, 200, 200], request: () => ({ url: '?status=published&per=all' }) },
  { call: 'GET /api/v1/categories (status=draft)', expect: [403, 403, 403, 403, 200, 403], request: () => ({ url: '?status=draft' }) },
  { call: 'GET /api/v1/categories/{id} (published)', expect: [200, 200, 200, 200, 200, 200], request: (ids) => ({ url: `${ids.publishedCategory}` }) },
  { call: 'GET /api/v1/categories/{id} (draft)', expect: [404, 404, 404, 404, 200, 404], request: (ids) => ({ url: `${ids.draftCategory}` }) },
  { call: 'GET /api/v1/categories/show_by_title', expect: [200, 200, 200, 200, 200, 200], request: () => ({ url: `?title=${encodeURIComponent('就労支援')}` }) },
  { call: 'POST /api/v1/categories', expect: [401, 403, 403, 403, 201, 403], request: (_, a) => ({ url: '', payload: { title: unique(a, 'カテゴリ'), status: 'draft' } }) },
  { call: 'PATCH /api/v1/categories/{id}', expect: [401, 403, 403, 403, 200, 403], request: (ids) => ({ url: `${ids.publishedCategory}`, payload: { sort_order: 1 } }) },
  { call: 'DELETE /api/v1/categories/{id}', expect: [401, 403, 403, 403, 204, 403], request: (ids) => ({ url: `${ids.draftCategory}` }) },
  { call: 'POST /api/v1/contacts', expect: [201, 201, 201, 201, 201, 201], request: () => ({ url: '', payload: { name: '名前', email: 'a@example.jp', subject: '件名', body: '本文' } }) },
  { call: 'GET /api/v1/health', expect: [200, 200, 200, 200, 200, 200], request: () => ({ url: '' }) },
  { call: 'GET /api/v1/openapi.json', expect: [200, 200, 200, 200, 200, 200], request: () => ({ url: '' }) },
];

const COLUMN: Record<Actor, number> = { visitor: 0, free_member: 1, paid_member: 2, expert: 3, admin: 4, other: 5 };

/** The tokens of each actor and the ids of the objects the rows touch. */
async function arrange(app: FastifyInstance): Promise<{ tokens: Record<Actor, string | undefined>; ids: Ids }> {
  const other = await call(app, 'POST', '/api/v1/users', { payload: { email: 'other@example.jp', password: 'safe-pass-2026', nickname: 'ほかの人', agree_terms: true } });
  if (other.statusCode !== 201) throw new Error(`could not create the other member: ${other.body}`);
  await t.db.query("INSERT INTO categories (title, status) VALUES ('下書きカテゴリ', 'draft')");
  const one = async (sql: string) => (await t.db.one<{ id: number }>(sql))!.id;
  const free = await userIdOf(t.db, DEMO.free);
  return {
    tokens: {
      visitor: undefined,
      free_member: await tokenFor(app, DEMO.free),
      paid_member: await tokenFor(app, DEMO.paid),
      expert: await tokenFor(app, DEMO.expert),
      admin: await tokenFor(app, ADMIN.email),
      other: await tokenFor(app, 'other@example.jp'),
    },
    ids: {
      free,
      freeInfo: await one(`SELECT id FROM user_informations WHERE user_id = ${free}`),
      publishedTag: await one("SELECT id FROM tags WHERE status = 'published' ORDER BY id LIMIT 1"),
      draftTag: await one("SELECT id FROM tags WHERE status = 'draft' ORDER BY id LIMIT 1"),
      publishedCategory: await one("SELECT id FROM categories WHERE status = 'published' ORDER BY id LIMIT 1"),
      draftCategory: await one("SELECT id FROM categories WHERE status = 'draft' ORDER BY id LIMIT 1"),
    },
  };
}

test.each(ROWS.map((row) => [row.call, row] as const))('%s', async (_name, row) => {
  let { tokens, ids } = await arrange(t.app);
  const [method, basePath] = row.call.split(' ');
  const got: Record<string, number> = {};
  const want: Record<string, number> = {};
  for (const actor of ACTORS) {
    if (row.resetBetween) {
      await emptyDatabase(t.db);
      await prepareDatabase(t.db, t.config, t.app.ctx.passwords);
      resetRateLimits(t.app);
      ({ tokens, ids } = await arrange(t.app));
    }
    const { url, payload } = row.request(ids, actor);
    const target = basePath.includes('{id}') ? basePath.replace('{id}', url) : `${basePath}${url}`;
    const res = await call(t.app, method as 'GET', target, { token: tokens[actor], payload });
    got[actor] = res.statusCode;
    want[actor] = row.expect[COLUMN[actor]];
  }
  expect(got).toEqual(want);
}, 60_000);
