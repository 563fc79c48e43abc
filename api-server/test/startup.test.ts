// Start-up: migrations once and in order, the first admin from the environment, demo content that
// can run again, nothing demo in production.
import { ensureAdmin } from '../src/seed/admin';
import { seedDemo, DEMO_CATEGORIES, DEMO_TAGS_DRAFT, DEMO_TAGS_PUBLISHED } from '../src/seed/demo';
import { migrate, migrationFiles } from '../src/db/migrate';
import { formKeysOf, searchKeysOf } from '../src/search/search-keys';
import { ADMIN, call, emptyDatabase, signIn, tokenFor, useTestApp } from './helpers/test-app';

const t = useTestApp();
const count = async (sql: string) => (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`))!.n;

test('every migration is recorded once; running again applies nothing', async () => {
  const recorded = (await t.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((r) => r.name);
  expect(recorded).toEqual(migrationFiles());
  expect(await migrate(t.db)).toEqual([]);
});

test('the schema has what the product needs', async () => {
  const tables = (await t.db.query<{ tablename: string }>('SELECT tablename FROM pg_tables WHERE schemaname = current_schema()')).map((r) => r.tablename);
  expect(tables).toEqual(
    expect.arrayContaining([
      'users', 'user_informations', 'expert_infos', 'categories', 'tags', 'questions', 'question_tags', 'comments', 'replies',
      'columns', 'column_tags', 'question_favorites', 'column_favorites', 'user_like_questions', 'user_like_comments',
      'subscriptions', 'payments', 'provider_events', 'checkout_sessions', 'password_reset_codes', 'revoked_tokens',
      'audit_logs', 'contacts',
    ]),
  );
  // The e-mail is unique whatever its case.
  await expect(t.db.query("INSERT INTO users (email, password_hash) VALUES ('DEMO-FREE@EXAMPLE.JP', 'x')")).rejects.toMatchObject({ code: '23505' });
  // Sensitive profile fields need a consent time.
  await expect(t.db.query("UPDATE user_informations SET disability_types = '視覚障害'")).rejects.toMatchObject({ code: '23514' });
  // The search column answers a word's keys (search-keys.ts).
  await t.db.query('INSERT INTO questions (title, body, search_keys) VALUES ($1, $2, $3)', ['手話通訳', '本文', searchKeysOf('手話通訳\n本文')]);
  expect(await count(`questions WHERE search_keys @> '{${formKeysOf('手話')!.join(',')}}'::int[]`)).toBe(1);
  expect(await count(`questions WHERE search_keys @> '{${formKeysOf('手話通訳')!.join(',')}}'::int[]`)).toBe(1);
  expect(await count(`questions WHERE search_keys @> '{${formKeysOf('通訳本')!.join(',')}}'::int[]`)).toBe(0);
});

test('the admin is created from ADMIN_EMAIL and can sign in', async () => {
  const admin = await t.db.one<{ role: string }>('SELECT role FROM users WHERE email = $1', [ADMIN.email]);
  expect(admin).toEqual({ role: 'admin' });
  expect(await signIn(t.app, ADMIN.email, ADMIN.password)).toBeTruthy();
});

test('a changed ADMIN_PASSWORD replaces the old one and ends old sessions', async () => {
  const oldToken = await tokenFor(t.app, ADMIN.email);
  await t.rebuild({ ADMIN_PASSWORD: 'rotated-admin-pass-1' });
  expect(await signIn(t.app, ADMIN.email, 'rotated-admin-pass-1')).toBeTruthy();
  expect((await call(t.app, 'POST', '/api/v1/auth/sign_in', { payload: { email: ADMIN.email, password: ADMIN.password } })).statusCode).toBe(401);
  expect((await call(t.app, 'GET', '/api/v1/users/is_login', { token: oldToken })).statusCode).toBe(401);
  expect(await ensureAdmin(t.db, t.app.ctx.passwords, ADMIN.email, 'rotated-admin-pass-1')).toBe('unchanged');
});

test('an existing member named by ADMIN_EMAIL becomes the admin', async () => {
  expect(await ensureAdmin(t.db, t.app.ctx.passwords, 'demo-free@example.jp', 'another-admin-pass')).toBe('updated');
  expect(await t.db.one("SELECT role FROM users WHERE email = 'demo-free@example.jp'")).toEqual({ role: 'admin' });
});

test('demo content is Japanese, complete and safe to seed again', async () => {
  const before = [await count('categories'), await count('tags'), await count('users'), await count('expert_infos')];
  expect(before).toEqual([DEMO_CATEGORIES.length, DEMO_TAGS_PUBLISHED.length + DEMO_TAGS_DRAFT.length, 4, 1]);
  await seedDemo(t.db, t.app.ctx.passwords, 'demo-pass-2026');
  expect([await count('categories'), await count('tags'), await count('users'), await count('expert_infos')]).toEqual(before);
  expect(await count("tags WHERE status = 'draft'")).toBeGreaterThan(0);
  expect(await t.db.one("SELECT title, status FROM expert_infos")).toEqual({ title: '社会福祉士', status: 'approved' });
});

test('in production no demo content is made', async () => {
  await emptyDatabase(t.db);
  await t.rebuild({
    NODE_ENV: 'production',
    JWT_SECRET: 'p'.repeat(40),
    ADMIN_EMAIL: 'ops@example.jp',
    ADMIN_PASSWORD: 'a-strong-admin-pass',
    STRIPE_SECRET_KEY: 'sk_live_unused',
    STRIPE_WEBHOOK_SECRET: 'whsec_unused',
  });
  expect(await count('users')).toBe(1);
  expect(await count('tags')).toBe(0);
  expect(await count('categories')).toBe(0);
});
