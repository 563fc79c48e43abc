// Public pages arrive drawn by the server (docs/server-rendering.md): readable with JavaScript
// turned off; with it, the browser takes the page over without asking for its data again and keeps
// the single-page navigation, its scripts starting once the page is on the screen; a remote that fails
// on the server leaves the page to the browser.
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, callApi, newAddress } from '../support/api';
import { browserForFile, newPage, takenOver } from '../support/browser';
import { watchFirstScreen } from '../support/first-screen';
import { newMember } from '../support/people';
import { DEMO_CATEGORY, favorite, postComment, postQuestion, uniqueTitle, type Question } from '../support/qa';
import { ROOT, startSite, type RunningSite } from '../support/site-server';

const BODY = '通所の送迎について、事業所の車が使えない日はどうすればよいでしょうか。';
const COMMENT = '私の地域では移動支援を使っています。市役所の障害福祉課で相談できます。';

const browser = browserForFile();
let question: Question;
beforeAll(async () => {
  const asker = await newMember('paid_member');
  question = await postQuestion(asker, uniqueTitle('送迎が使えない日の通所'), BODY);
  await postComment(await newMember('free_member'), question.id, COMMENT);
});

/** Every /api/v1 call the page makes from here on. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/')) calls.push(request.url());
  });
  return calls;
}

describe('with JavaScript turned off', () => {
  test('a question page shows the question and its comments', async () => {
    const { context, page } = await newPage(browser(), { javaScript: false });
    const response = await page.goto(encodeURI(question.path));
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: question.title }).waitFor();
    await page.getByText(BODY).waitFor();
    await page.getByText(COMMENT).waitFor();
    // The breadcrumbs and the category chip above it, and its own title, come with the HTML too.
    await page.getByRole('navigation', { name: '現在地' }).getByRole('link', { name: 'Q&A', exact: true }).waitFor();
    await page.getByRole('list', { name: 'カテゴリー' }).getByRole('link', { name: DEMO_CATEGORY }).waitFor();
    expect(await page.title()).toBe(`${question.title}｜障害福祉Q&Aひろば`);
    // The footer's tags, as the API lists them, are drawn with the page too.
    const tags = await callApi<Array<{ title: string }>>('GET', '/tags?status=published', { address: newAddress() });
    expect(tags.length).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'タグから質問を探す' }).getByRole('link', { name: tags[0].title, exact: true }).waitFor();
    await context.close();
  });

  test('the question list shows the newest questions, as the API lists them', async () => {
    const listed = await callApi<Array<{ title: string }>>('GET', '/questions?page=1', { address: newAddress() });
    const { context, page } = await newPage(browser(), { javaScript: false });
    await page.goto('/question-and-answer');
    await page.getByRole('heading', { level: 1, name: 'Q&A' }).waitFor();
    expect(listed.length).toBeGreaterThan(0);
    for (const { title } of listed.slice(0, 3)) await page.getByRole('link', { name: title }).first().waitFor();
    await context.close();
  });
});

/** The HTTP client's own file: ky and the endpoint map, loaded with the first call (api-client/src/lazy-parts.ts). */
function clientFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    if (/\/api-calls\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) files.push(request.url());
  });
  return files;
}

describe('with JavaScript', () => {
  test('a question page becomes interactive without asking for its data again', async () => {
    const { context, page } = await newPage(browser());
    const calls = apiCalls(page);
    const clientFile = clientFiles(page);
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(encodeURI(question.path), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: question.title }).waitFor();
    expect(calls).toEqual([]);
    // No call, so the HTTP client was not downloaded either.
    expect(clientFile).toEqual([]);
    // A hydration that disagreed with the server's page would be reported here.
    expect(problems).toEqual([]);

    // Interactive, and still a single-page site: a link inside the site changes the page in place.
    await takenOver(page);
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    // The list's call waits for the HTTP client's file, so it may leave after the heading is drawn.
    const listCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/questions');
    await page.getByRole('link', { name: '質問と回答' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Q&A' }).waitFor();
    await listCall;
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    expect(calls.some((url) => new URL(url).pathname === '/api/v1/questions')).toBe(true);
    expect(clientFile).toHaveLength(1);
    await context.close();
  });

  test("a signed-in reader's page is taken over as the server drew it, then shows what is theirs", async () => {
    const member = await newMember('free_member');
    await favorite(member, question.id);
    const { context, page } = await newPage(browser(), { as: member });
    const calls = apiCalls(page);
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    // The heading the server drew, before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => ((window as { drawnHeading?: Element | null }).drawnHeading = document.querySelector('h1')));
    });
    await page.goto(encodeURI(question.path), { waitUntil: 'networkidle' });
    const main = page.locator('main');
    // The server drew it as a visitor sees it; the member's own mark comes with their data.
    await main.getByRole('button', { name: 'お気に入り 1', exact: true, pressed: true }).waitFor();
    expect(calls.some((url) => new URL(url).pathname === `/api/v1/questions/${question.id}`)).toBe(true);
    // Hydrated, not emptied and drawn anew: the server's heading is still the one on the screen.
    expect(await page.evaluate(() => document.querySelector('h1') === (window as { drawnHeading?: Element | null }).drawnHeading)).toBe(true);
    // Their menu replaced the visitor's.
    await page.getByRole('banner').getByRole('button', { name: 'ログアウト' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a signed-in reader's favorite waits for their own data before it can be pressed", async () => {
    const member = await newMember('free_member');
    await favorite(member, question.id);
    const { context, page } = await newPage(browser(), { as: member });
    // The member's own copy of the question is held back: the page shows the visitor's meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => url.pathname === `/api/v1/questions/${question.id}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(encodeURI(question.path));
    await page.getByRole('banner').getByRole('button', { name: 'ログアウト' }).waitFor();
    const main = page.locator('main');
    // Taken over and signed in, but what it shows is not yet theirs: a press would undo their favorite.
    // (The count is whatever other tests' readers have made it.)
    const visitors = main.getByRole('button', { name: /^お気に入り \d+$/, pressed: false });
    await visitors.waitFor();
    expect(await visitors.isDisabled()).toBe(true);
    release();
    const theirs = main.getByRole('button', { name: /^お気に入り \d+$/, pressed: true });
    await theirs.waitFor();
    expect(await theirs.isEnabled()).toBe(true);
    await context.close();
  });

  test('nothing on the first screen moves as the top page is taken over, for a visitor or, on a phone, a paid member', async () => {
    const member = await newMember('paid_member');
    for (const { width, as } of [{ width: 412 }, { width: 1280 }, { width: 412, as: member }]) {
      const { context, page } = await newPage(browser(), { width, as });
      const firstScreen = await watchFirstScreen(page, { skipLists: as !== undefined });
      await page.goto('/', { waitUntil: 'networkidle' });
      await takenOver(page);
      expect(await firstScreen.drawnCount()).toBeGreaterThan(30);
      expect(await firstScreen.moved()).toEqual([]);
      await context.close();
    }
  });

  test('a first visit asks for each script and stylesheet once', async () => {
    // The top page's own stylesheet comes from its remote, whose runtime adds a link of its own
    // unless it finds the server's.
    for (const [path, pageStyle] of [
      ['/', /^\/mf\/public\/page-top\.[0-9a-f]+\.css$/],
      [question.path, /^\/mf\/public\/page-question-detail\.[0-9a-f]+\.css$/],
    ] as const) {
      const { context, page } = await newPage(browser());
      const files: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (/\.(js|css)$/.test(pathname)) files.push(pathname);
      });
      await page.goto(encodeURI(path), { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor();
      expect(files.some((file) => pageStyle.test(file))).toBe(true);
      expect(files.filter((file, i) => files.indexOf(file) !== i)).toEqual([]);
      await context.close();
    }
  });

  test("the header's buttons pressed before the scripts run do their work once the scripts have", async () => {
    for (const { width, button, opened } of [
      // On a phone: the menu (a dialog, its code loaded on the first opening).
      { width: 390, button: 'メニュー', opened: (page: Page) => page.getByRole('dialog', { name: 'メニュー' }) },
      { width: 1280, button: '文字サイズ・配色', opened: (page: Page) => page.getByRole('group', { name: '文字サイズ・配色の設定' }) },
    ]) {
      const { context, page } = await newPage(browser(), { width, siteCsp: true });
      // The shell's entry is held back until the button has been pressed.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: button }).click();
      expect(await opened(page).count()).toBe(0);
      release();
      await opened(page).waitFor();
      expect(await page.getByRole('button', { name: button }).getAttribute('aria-expanded')).toBe('true');
      await context.close();
    }
  });

  test("under the site's own Content-Security-Policy, the scripts start once the page is on the screen", async () => {
    const { context, page } = await newPage(browser(), { siteCsp: true });
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    // When the shell's entry script is put into the page (api-server/src/site/start-after-paint.ts).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('script[src*="/main."]')) return;
        (window as { entryAddedAt?: number }).entryAddedAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(encodeURI(question.path), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: question.title }).waitFor();
    const { entryAddedAt, firstContentfulPaint } = await page.evaluate(() => ({
      entryAddedAt: (window as { entryAddedAt?: number }).entryAddedAt,
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    expect(firstContentfulPaint).toBeGreaterThan(0);
    expect(entryAddedAt).toBeGreaterThanOrEqual(firstContentfulPaint!);
    // The inline script ran and nothing was refused; the hints it kept back are in <head> now.
    expect(problems).toEqual([]);
    expect(await page.locator('head > link[rel="preload"][as="script"]').count()).toBeGreaterThan(0);

    // And the page is taken over: a link inside the site changes the page in place. networkidle
    // says the scripts arrived, not that React has finished taking the page over.
    await takenOver(page);
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await page.getByRole('link', { name: '質問と回答' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Q&A' }).waitFor();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    await context.close();
  });
});

// A read is a view whether the page was drawn for this reader or served from the drawn-page cache;
// the same reader again within the period is not another one (docs/product.md#view-counts).
test('each reader of a page counts one view of the question, and a reload none', async () => {
  const views = async () => (await callApi<{ view_counts: number }>('GET', `/questions/${question.id}`, { address: newAddress() })).view_counts;
  const before = await views();
  const reader = newAddress();
  for (const address of [reader, reader, newAddress()]) {
    const res = await fetch(new URL(encodeURI(question.path), baseUrl()), { headers: { accept: 'text/html', 'x-forwarded-for': address } });
    expect(await res.text()).toContain(question.title);
  }
  // Counted views are written every 3 s; the answer after that holds the two readers' and its own.
  await new Promise((resolve) => setTimeout(resolve, 3_500));
  expect(await views()).toBe(before + 3);
});

// An uptime monitor or a link checker asks with HEAD: it gets the page's status and reads nothing.
test('a HEAD of a question page counts no view', async () => {
  const views = async () => (await callApi<{ view_counts: number }>('GET', `/questions/${question.id}`, { address: newAddress() })).view_counts;
  const before = await views();
  for (let i = 0; i < 2; i++) {
    const res = await fetch(new URL(encodeURI(question.path), baseUrl()), { method: 'HEAD', headers: { 'x-forwarded-for': newAddress() } });
    expect(res.status).toBe(200);
  }
  // Counted views are written every 3 s; the answer after that holds only its own read's.
  await new Promise((resolve) => setTimeout(resolve, 3_500));
  expect(await views()).toBe(before + 1);
});

// Pages carry no token: the page counts a signed-in member's address, then their browser reads the
// question as theirs, saying the page counted it, so one person is one view (docs/product.md#view-counts).
test('a signed-in member who opens a question by its address counts one view, not one as their address and one as their account', async () => {
  const views = async () => (await callApi<{ view_counts: number }>('GET', `/questions/${question.id}`, { address: newAddress() })).view_counts;
  const before = await views();
  const member = await newMember('free_member');
  const { context, page } = await newPage(browser(), { as: member });
  const ownRead = page.waitForRequest((request) => new URL(request.url()).pathname === `/api/v1/questions/${question.id}`);
  await page.goto(encodeURI(question.path));
  expect((await ownRead).headers()['x-hiroba-view-counted']).toBe('page');
  await page.getByRole('banner').getByRole('button', { name: 'ログアウト' }).waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  // Counted views are written every 3 s; the answer after that holds the member's one and its own.
  await new Promise((resolve) => setTimeout(resolve, 3_500));
  expect(await views()).toBe(before + 2);
});

describe('a remote that fails on the server', () => {
  let site: RunningSite;
  beforeAll(async () => {
    // The built site, except that mf_public's server build throws when it is loaded.
    const webRoot = mkdtempSync(path.join(os.tmpdir(), 'hiroba-broken-ssr-'));
    for (const app of ['shell', 'mf-member', 'mf-expert', 'mf-admin']) symlinkSync(path.join(ROOT, app), path.join(webRoot, app));
    const dist = path.join(webRoot, 'mf-public', 'dist');
    mkdirSync(path.join(dist, 'server'), { recursive: true });
    for (const name of readdirSync(path.join(ROOT, 'mf-public', 'dist'))) {
      if (name !== 'server') symlinkSync(path.join(ROOT, 'mf-public', 'dist', name), path.join(dist, name));
    }
    writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), "throw new Error('mf_public is broken on the server');\n");
    site = await startSite({ WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await site?.stop();
  });

  test('leaves a working page, drawn in the browser', async () => {
    const html = await (await fetch(`${site.url}/about`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<div id="root"></div>');

    const { context, page } = await newPage(browser());
    const response = await page.goto(`${site.url}/about`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: '障害福祉Q&Aひろばについて' }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    await context.close();
  });
});
