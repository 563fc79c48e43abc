// Pages a search engine can read: a question's URL answers the shell with that question's head
// (title, description, canonical, Open Graph, QAPage JSON-LD), a missing one 404; the sitemap and
// robots.txt; and the reader's settings from the cookie on <html> of every page.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, useTestApp } from './helpers/test-app';
import { ask, qaWorld, type QaWorld } from './helpers/qa';
import { readingPrefsFromCookie } from '../src/site/reading-prefs';
import { jsonForScript } from '../src/lib/html';
import { renderShell } from '../src/site/html-document';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'hiroba-qa-pages-'));
const INDEX = `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="サイトの説明" />
    <title>障害福祉Q&amp;Aひろば｜障害福祉の質問と回答・コラム</title>
  </head>
  <body><div id="root"></div></body>
</html>`;
mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
writeFileSync(path.join(webRoot, 'shell/dist/index.html'), INDEX);

const t = useTestApp({ WEB_ROOT: webRoot, SITE_URL: 'https://hiroba.example.jp' });
let w: QaWorld;
beforeEach(async () => {
  w = await qaWorld(t);
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: encodeURI(url), headers: { accept: 'text/html', ...headers } });
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);

test('a question page carries its title, description, canonical URL, Open Graph and QAPage with the expert answer accepted', async () => {
  const id = await ask(t.app, w.tokens.paid, {
    title: '<script>alert("x")</script> 手話通訳 & 派遣',
    body: '手話通訳者の派遣を申し込みたいです。</script><script>alert(1)</script>',
    category_id: w.categoryId,
  });
  await call(t.app, 'POST', '/api/v1/comments', { token: w.tokens.free, payload: { question_id: id, body: '市役所で聞けます。' } });
  await call(t.app, 'POST', '/api/v1/comments', { token: w.tokens.expert, payload: { question_id: id, body: '意思疎通支援事業で申し込めます。' } });

  const res = await page(`/question-and-answer/一般/${id}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.headers.vary).toBe('Cookie');
  const html = res.body;
  expect(html).toContain('<div id="root">');
  expect(html).toContain('<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; 手話通訳 &amp; 派遣｜障害福祉Q&amp;Aひろば</title>');
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/name="description"/g)).toHaveLength(1);
  expect(html).toContain('<meta name="description" content="手話通訳者の派遣を申し込みたいです。&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />');
  // Answered by an expert: its canonical type is 専門家.
  const canonical = `https://hiroba.example.jp/question-and-answer/${encodeURIComponent('専門家')}/${id}`;
  expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
  expect(html).toContain(`<meta property="og:url" content="${canonical}" />`);
  expect(html).toContain('<meta property="og:type" content="article" />');
  expect(html).not.toMatch(/<script>alert/);

  const ld = jsonLd(html);
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'QAPage',
    mainEntity: {
      '@type': 'Question',
      name: '<script>alert("x")</script> 手話通訳 & 派遣',
      text: '手話通訳者の派遣を申し込みたいです。</script><script>alert(1)</script>',
      answerCount: 2,
      author: { '@type': 'Person', name: 'さくら' },
      acceptedAnswer: { '@type': 'Answer', text: '意思疎通支援事業で申し込めます。', author: { name: '山田 花子' } },
    },
  });
  expect(new Date(ld.mainEntity.dateCreated).toString()).not.toBe('Invalid Date');
  expect(ld.mainEntity.suggestedAnswer).toBeUndefined();
});

test('without an expert answer, members’ answers are suggested answers; a question without answers has none', async () => {
  const id = await ask(t.app, w.tokens.paid, { title: '年金の質問', body: '本文', category_id: w.categoryId });
  expect(jsonLd((await page(`/question-and-answer/未回答/${id}`)).body).mainEntity).toMatchObject({ answerCount: 0 });
  await call(t.app, 'POST', '/api/v1/comments', { token: w.tokens.free, payload: { question_id: id, body: '一つ目' } });
  await call(t.app, 'POST', '/api/v1/comments', { token: w.tokens.paid, payload: { question_id: id, body: '二つ目' } });
  const ld = jsonLd((await page(`/question-and-answer/一般/${id}`)).body);
  expect(ld.mainEntity.acceptedAnswer).toBeUndefined();
  expect(ld.mainEntity.suggestedAnswer.map((a: { text: string }) => a.text)).toEqual(['一つ目', '二つ目']);
});

test('a missing or removed question, or a bad type or id, answers 404 with the shell', async () => {
  const id = await ask(t.app, w.tokens.paid, { title: '消される質問', body: '本文', category_id: w.categoryId });
  await call(t.app, 'DELETE', `/api/v1/questions/${id}`, { token: w.tokens.admin });
  for (const url of [`/question-and-answer/一般/${id}`, '/question-and-answer/一般/999999', '/question-and-answer/その他/1', '/question-and-answer/一般/abc', '/question-and-answer/一般/99999999999']) {
    const res = await page(url);
    expect([url, res.statusCode]).toEqual([url, 404]);
    expect(res.body).toContain('<div id="root">');
    expect(res.body).not.toContain('application/ld+json');
  }
});

test('a revisit with the same ETag costs a 304', async () => {
  const id = await ask(t.app, w.tokens.paid, { title: 'キャッシュ', body: '本文', category_id: w.categoryId });
  const first = await page(`/question-and-answer/一般/${id}`);
  const again = await page(`/question-and-answer/一般/${id}`, { 'if-none-match': String(first.headers.etag) });
  expect([again.statusCode, again.body]).toEqual([304, '']);
});

test('the reading cookie sets data-font-size and data-contrast on <html> of every page', async () => {
  const id = await ask(t.app, w.tokens.paid, { title: '文字サイズ', body: '本文', category_id: w.categoryId });
  const cookie = { cookie: 'other=1; hiroba_reading=font%3Dxl%26contrast%3Dhigh; last=2' };
  for (const url of ['/', '/index.html', '/question-and-answer', `/question-and-answer/一般/${id}`, '/no-such-page']) {
    const res = await page(url, cookie);
    expect([url, /<html lang="ja" data-font-size="xl" data-contrast="high">/.test(res.body)]).toEqual([url, true]);
  }
  expect((await page('/')).body).toContain('<html lang="ja" data-font-size="md" data-contrast="standard">');
});

test('the cookie parser takes only known values', () => {
  expect(readingPrefsFromCookie(undefined)).toEqual({ font: 'md', contrast: 'standard' });
  expect(readingPrefsFromCookie('hiroba_reading=font=lg&contrast=high')).toEqual({ font: 'lg', contrast: 'high' });
  expect(readingPrefsFromCookie('hiroba_reading=font=lg;contrast=high')).toEqual({ font: 'lg', contrast: 'high' });
  expect(readingPrefsFromCookie('hiroba_reading=font=huge&contrast="><script>')).toEqual({ font: 'md', contrast: 'standard' });
  expect(readingPrefsFromCookie('hiroba_reading=%E0%A4%A')).toEqual({ font: 'md', contrast: 'standard' });
  expect(readingPrefsFromCookie('xhiroba_reading=font=xl')).toEqual({ font: 'md', contrast: 'standard' });
});

test('renderShell replaces old settings on <html> and JSON-LD cannot close its script', () => {
  const html = renderShell('<html lang="ja" data-font-size="xl"><head></head></html>', { font: 'lg', contrast: 'standard' });
  expect(html).toBe('<html lang="ja" data-font-size="lg" data-contrast="standard"><head></head></html>');
  expect(jsonForScript({ a: '</script><!--&' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u0026"}');
});

test('the sitemap lists public pages, approved experts and public questions with lastmod; robots.txt points to it', async () => {
  const kept = await ask(t.app, w.tokens.paid, { title: '残る質問', body: '本文', category_id: w.categoryId, expert_info_id: w.expertInfoId });
  const removed = await ask(t.app, w.tokens.paid, { title: '消える質問', body: '本文', category_id: w.categoryId });
  await call(t.app, 'DELETE', `/api/v1/questions/${removed}`, { token: w.tokens.paid });
  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/application\/xml/);
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
  const xml = res.body;
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  expect(xml).toContain('<loc>https://hiroba.example.jp/</loc>');
  expect(xml).toContain(`<loc>https://hiroba.example.jp/question-and-answer/${encodeURIComponent('未回答')}</loc>`);
  expect(xml).toContain(`<loc>https://hiroba.example.jp/list-of-experts/${w.expertInfoId}</loc>`);
  expect(xml).toMatch(new RegExp(`<url><loc>https://hiroba.example.jp/question-and-answer/${encodeURIComponent('専門家')}/${kept}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod></url>`));
  expect(xml).not.toContain(`/${removed}</loc>`);

  const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
  expect(robots.headers['content-type']).toMatch(/text\/plain/);
  expect(robots.body).toContain('Sitemap: https://hiroba.example.jp/sitemap.xml');
  expect(robots.body).toContain('Disallow: /api/');
  expect(robots.body).toContain('Disallow: /my-page');
});
