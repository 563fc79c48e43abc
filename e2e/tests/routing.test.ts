// Unknown routes: the server answers HTTP 404 and the page says 'This page could not be found'.
import type { Browser } from 'playwright-core';
import { baseUrl } from '../support/api';
import { launchBrowser, newPage } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test.each(['/no-such-page', '/question-and-answer/存在しない種類', '/admin/unknown/deeper'])('%s answers 404 with the not-found page', async (path) => {
  const { context, page } = await newPage(browser);
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await page.getByText('This page could not be found').waitFor();
  await context.close();
});

test.each(['/', '/column', '/question-and-answer/未回答', '/search/福祉', '/admin-login'])('%s answers 200', async (path) => {
  const res = await fetch(new URL(encodeURI(path), baseUrl()), { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<div id="root"');
});

// The questions of a tag, opened directly: the server and the page agree it is the tag's page (the
// server once answered 404 here, taking "search" for a question type).
test('/question-and-answer/search/{tag} answers 200 and shows the tag\'s questions', async () => {
  const { context, page } = await newPage(browser);
  const response = await page.goto(`/question-and-answer/search/${encodeURIComponent('手話')}`);
  expect(response?.status()).toBe(200);
  await page.getByRole('heading', { level: 1, name: '「手話」の質問' }).waitFor();
  expect(await page.getByText('This page could not be found').count()).toBe(0);
  await context.close();
});
