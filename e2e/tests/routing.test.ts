// Unknown routes: the server answers HTTP 404 and the page says 'This page could not be found'.
import { baseUrl } from '../support/api';
import { browserForFile, newPage } from '../support/browser';

const browser = browserForFile();

test.each(['/no-such-page', '/question-and-answer/存在しない種類', '/admin/unknown/deeper'])('%s answers 404 with the not-found page', async (path) => {
  const { context, page } = await newPage(browser());
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
  const { context, page } = await newPage(browser());
  const response = await page.goto(`/question-and-answer/search/${encodeURIComponent('手話')}`);
  expect(response?.status()).toBe(200);
  await page.getByRole('heading', { level: 1, name: '「手話」の質問' }).waitFor();
  expect(await page.getByText('This page could not be found').count()).toBe(0);
  await context.close();
});

// The browser asks for the site's icon on every first visit; a missing one is a 404 and an error in
// the console (Lighthouse's best-practices audit counts it).
test('the top page loads without a failed request or a console error, its icon included', async () => {
  const { context, page } = await newPage(browser());
  const failed: string[] = [];
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
  const icon = await fetch(new URL('/favicon.svg', baseUrl()));
  expect([icon.status, icon.headers.get('content-type')]).toEqual([200, expect.stringContaining('image/svg+xml')]);
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
