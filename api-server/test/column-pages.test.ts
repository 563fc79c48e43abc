// Columns for search engines and feed readers: a published column's URL answers the shell with its
// head (title, description, canonical, Open Graph with the eye-catch, Article JSON-LD with the
// supervisor); a draft's or a deleted one's answers 404; the Atom feed and the sitemap list the
// published ones; the untrusted body never reaches a page or the feed as markup that runs.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG_DATA_URL } from './helpers/pictures';
import { qaWorld, type QaWorld } from './helpers/qa';
import { call, useTestApp } from './helpers/test-app';
import { XSS_PAYLOADS } from './helpers/xss-payloads';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'hiroba-column-pages-'));
mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
writeFileSync(
  path.join(webRoot, 'shell/dist/index.html'),
  '<!doctype html>\n<html lang="ja"><head><meta charset="utf-8" /><meta name="description" content="サイトの説明" /><title>障害福祉Q&amp;Aひろば</title></head><body><div id="root"></div></body></html>',
);

const SITE = 'https://hiroba.example.jp';
const t = useTestApp({ WEB_ROOT: webRoot, SITE_URL: SITE });
let w: QaWorld;
beforeEach(async () => {
  w = await qaWorld(t);
});

const page = (url: string) => t.app.inject({ method: 'GET', url: encodeURI(url), headers: { accept: 'text/html' } });
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);

async function write(extra: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', '/api/v1/columns', {
    token: w.tokens.admin,
    payload: { title: '受給者証の申請', excerpt: '手続きの流れを説明します。', body: '<h2>相談</h2><p>窓口で相談します。</p>', category_id: w.categoryId, status: 'published', ...extra },
  });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().data as { id: number; published_at: string };
}

test('a published column carries its head: Open Graph with the eye-catch and Article JSON-LD with the supervisor', async () => {
  const picture = (await call(t.app, 'POST', '/api/v1/columns/images', { token: w.tokens.admin, payload: { image_data: PNG_DATA_URL } })).json().data.url;
  const column = await write({ thumbnail: picture, thumbnail_alt: '窓口のイラスト', expert_info_id: w.expertInfoId, title: '受給者証 & 手続き <b>' });
  const res = await page(`/column/column-detail/${column.id}`);
  expect(res.statusCode).toBe(200);
  const html = res.body;
  const url = `${SITE}/column/column-detail/${column.id}`;
  expect(html).toContain('<title>受給者証 &amp; 手続き &lt;b&gt;｜障害福祉Q&amp;Aひろば</title>');
  expect(html).toContain('<meta name="description" content="手続きの流れを説明します。" />');
  expect(html).toContain(`<link rel="canonical" href="${url}" />`);
  expect(html).toContain(`<meta property="og:image" content="${SITE}${picture}" />`);
  expect(html).toContain('<meta property="og:image:alt" content="窓口のイラスト" />');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  expect(jsonLd(html)).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: '受給者証 & 手続き <b>',
    description: '手続きの流れを説明します。',
    datePublished: column.published_at,
    mainEntityOfPage: url,
    image: [`${SITE}${picture}`],
    articleSection: w.categoryTitle,
    reviewedBy: { '@type': 'Person', name: '山田 花子', jobTitle: '社会福祉士', url: `${SITE}/list-of-experts/${w.expertInfoId}` },
  });
});

test('a draft, a scheduled, a deleted and a missing column answer 404 pages', async () => {
  const draft = await write({ status: 'draft' });
  const scheduled = await write({ status: 'scheduled', published_at: new Date(Date.now() + 3_600_000).toISOString() });
  const deleted = await write();
  await call(t.app, 'DELETE', `/api/v1/columns/${deleted.id}`, { token: w.tokens.admin });
  for (const id of [draft.id, scheduled.id, deleted.id, 999999, 'abc']) {
    const res = await page(`/column/column-detail/${id}`);
    expect([id, res.statusCode]).toEqual([id, 404]);
    expect(res.body).not.toContain('application/ld+json');
  }
});

test('the Atom feed lists the published columns with their clean bodies and absolute links', async () => {
  const picture = (await call(t.app, 'POST', '/api/v1/columns/images', { token: w.tokens.admin, payload: { image_data: PNG_DATA_URL } })).json().data.url;
  const column = await write({ body: `<p>本文 &amp; 説明</p><p><img src="${picture}" alt="図"></p>${XSS_PAYLOADS.join('')}` });
  await write({ status: 'draft', title: '下書きの記事' });
  const res = await t.app.inject({ method: 'GET', url: '/feed.xml' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  const xml = res.body;
  expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  expect(xml).toContain(`<id>${SITE}/column/column-detail/${column.id}</id>`);
  expect(xml).toContain('<title type="html"><![CDATA[受給者証の申請]]></title>');
  expect(xml).toContain(`<img src="${SITE}${picture}" alt="図" />`);
  expect(xml).not.toContain('下書きの記事');
  expect(xml).not.toMatch(/<script|onerror|javascript:|onload/i);
});

test('the sitemap lists published columns and the column categories; robots points to it', async () => {
  const column = await write();
  const draft = await write({ status: 'draft' });
  const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  expect(xml).toContain(`<loc>${SITE}/column/column-detail/${column.id}</loc>`);
  expect(xml).not.toContain(`/column/column-detail/${draft.id}<`);
  expect(xml).toContain(`<loc>${SITE}/column/${encodeURIComponent(w.categoryTitle)}</loc>`);
});
