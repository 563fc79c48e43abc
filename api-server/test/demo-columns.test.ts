// The demo columns: made once at start outside production with the demo Q&A, through the same
// cleaning as the API's writes, with their pictures stored and served.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { seedDemoColumns } from '../src/seed/demo-columns';
import { DEMO_COLUMNS } from '../src/seed/demo-columns-content';
import { ADMIN, call, tokenFor, useTestApp } from './helpers/test-app';

const t = useTestApp({ DEMO_QA: 'true' });

interface Listed {
  id: number;
  title: string;
  status: string;
  thumbnail: string;
  thumbnail_alt: string;
  supervisor: { name: string } | null;
  category: { title: string };
  tags: unknown[];
}

test('ten published columns across the categories, some supervised, one scheduled and one draft for the admin', async () => {
  const published = (await call(t.app, 'GET', '/api/v1/columns?per=100')).json();
  expect(published.meta.total).toBe(10);
  const rows: Listed[] = published.data;
  expect(new Set(rows.map((c) => c.category.title)).size).toBeGreaterThanOrEqual(6);
  expect(rows.every((c) => c.tags.length > 0 && c.thumbnail_alt.length > 0)).toBe(true);
  expect(new Set(rows.filter((c) => c.supervisor).map((c) => c.supervisor!.name))).toEqual(new Set(['山田 花子', '佐藤 健一']));

  const admin = await tokenFor(t.app, ADMIN.email);
  const all: Listed[] = (await call(t.app, 'GET', '/api/v1/columns?status=all&per=100', { token: admin })).json().data;
  expect(all.filter((c) => c.status === 'scheduled')).toHaveLength(1);
  expect(all.filter((c) => c.status === 'draft')).toHaveLength(1);
  expect(all).toHaveLength(DEMO_COLUMNS.length);
});

test('each body keeps its headings, a list and a picture with alt text, stored under /uploads/', async () => {
  const first = (await call(t.app, 'GET', '/api/v1/columns?per=1')).json().data[0];
  const column = (await call(t.app, 'GET', `/api/v1/columns/${first.id}`)).json().data;
  expect(column.toc.length).toBeGreaterThanOrEqual(3);
  expect(column.body).toMatch(/<ul>|<ol>/);
  const [, src, alt] = /<img src="([^"]+)" alt="([^"]+)"/.exec(column.body) ?? [];
  expect(src).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
  expect(alt.length).toBeGreaterThan(5);
  for (const picture of [src, column.thumbnail]) expect(existsSync(path.join(t.dataDir, picture))).toBe(true);
});

test('running the seed again adds nothing', async () => {
  await seedDemoColumns(t.db, { uploadsDir: path.join(t.dataDir, 'uploads'), siteUrl: t.config.siteUrl });
  expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM columns'))!.n).toBe(DEMO_COLUMNS.length);
});

test('the demo columns are searchable and popular ones are ranked', async () => {
  const found = (await call(t.app, 'GET', `/api/v1/columns?keyword=${encodeURIComponent('初診')}`)).json().data.map((c: Listed) => c.title);
  expect(found).toContain('障害年金の申請で「初診日」が大切な理由');
  const popular = (await call(t.app, 'GET', '/api/v1/columns/popular_columns?per=3')).json().data;
  expect(popular).toHaveLength(3);
});
