// Layout shift of the signed-in pages (my page, the expert's and the admin's areas), which the browser
// draws: the built site (lib/site.mjs, demo content), each page opened by the demo account its guard
// asks for, on a phone-sized screen over a throttled line (150 ms, 1.6 Mbit/s down, 4× CPU slowdown,
// Lighthouse's slow 4G), as a first visit in a fresh context. What is recorded is the sum of every
// layout shift not caused by input until the page is quiet: stricter than CLS's worst window.
// Then public pages as a visitor with ふりがな on (the switch's cookie set), whom the server draws them
// for with their ruby: nothing may move when the browser takes them over.
import { chromium } from 'playwright-core';
import { FURIGANA_COOKIE } from '@hiroba/contract/reading-aids';
import { CHROMIUM, CHROMIUM_FLAGS, DEMO_ACCOUNTS, columnPagePath, missingBuild, questionPagePath, sessionStorageState, signIn, startSite } from '../lib/site.mjs';
import { waitFor } from '../lib/wait.mjs';

const PHONE = { width: 412, height: 823 };
const LINE = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const CPU_SLOWDOWN = 4;

/** The demo accounts of a site started by lib/site.mjs (NODE_ENV=development), as the README lists them. */
const ACCOUNTS = { member: DEMO_ACCOUNTS.paid, expert: DEMO_ACCOUNTS.expert, admin: DEMO_ACCOUNTS.admin };

/** The pages the browser draws for a signed-in person, from the route table, with who opens each. */
export async function signedInPages() {
  const { PAGE_ROUTES } = await import('@hiroba/contract/routes');
  const out = [];
  for (const route of PAGE_ROUTES) {
    const who = route.guard === 'signed-in' ? 'member' : route.guard === 'expert' ? 'expert' : route.layout === 'admin' ? 'admin' : null;
    // A page needing a value in its path (an id, a kind) has no one URL to measure.
    if (!who || /:\w+(?!\?)(\/|$)/.test(route.path)) continue;
    out.push({ name: route.name, path: route.path.replace(/\/:\w+\?/g, ''), who });
  }
  return out;
}

/**
 * Public pages as a paid member opens them first: drawn on the server as a visitor sees them, then
 * taken over in the browser and drawn again for the member (their menu, their data).
 */
export async function publicPagesAsMember(siteUrl) {
  const { pagePath } = await import('@hiroba/contract/routes');
  const lists = ['top', 'question-list', 'column-list'].map((name) => ({ name, path: pagePath(name) }));
  // A question's page gains the member's comment form, whose parts load after the page (FormPlace).
  const question = await questionPagePath(siteUrl);
  const pages = question ? [...lists, { name: 'question-detail', path: decodeURI(question) }] : lists;
  return pages.map((page) => ({ ...page, name: `${page.name}-as-member`, who: 'member' }));
}

/**
 * Public pages as a visitor with ふりがな on opens them: the fixed text's ruby (the top page, /about)
 * and a question's and a column's own stored readings, all drawn on the server.
 */
export async function publicPagesWithFurigana(siteUrl) {
  const { pagePath } = await import('@hiroba/contract/routes');
  const articles = [
    { name: 'question-detail', path: await questionPagePath(siteUrl) },
    { name: 'column-detail', path: await columnPagePath(siteUrl) },
  ]
    .filter((page) => page.path)
    // As written in the route table (opening a page encodes it).
    .map((page) => ({ ...page, path: decodeURI(page.path) }));
  return [{ name: 'top', path: pagePath('top') }, { name: 'about', path: pagePath('about') }, ...articles].map((page) => ({ ...page, name: `${page.name}-furigana`, who: 'visitor', furigana: true }));
}

/** Waits until the make-readings job has read the article of `path` (its readings call answers them). */
async function readingsMade(siteUrl, path) {
  const { matchPage } = await import('@hiroba/contract/routes');
  const { route, params } = matchPage(path);
  const call = `${siteUrl}/api/v1/${route.name === 'column-detail' ? 'columns' : 'questions'}/${params.id}/readings`;
  await waitFor(`the readings at ${call}`, async () => {
    const { data } = await fetch(call).then((r) => r.json());
    return Boolean(data) && Object.values(data).every((value) => value !== null);
  }, 120_000, 1000);
}

/** The layout shifts of one first visit of `url` as `session` (null: a visitor), with ふりがな on if `furigana`. */
async function shiftsOf(browser, siteUrl, url, session, furigana = false) {
  const context = await browser.newContext({
    locale: 'ja-JP',
    viewport: PHONE,
    storageState: {
      cookies: furigana ? [{ name: FURIGANA_COOKIE, value: 'on', domain: new URL(siteUrl).hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }] : [],
      origins: session ? sessionStorageState(siteUrl, session).origins : [],
    },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (e.hadRecentInput) continue;
          window.__shifts.push({ value: e.value, sources: e.sources.map((s) => `${s.node?.nodeName ?? '?'} ${(s.node?.textContent ?? '').trim().slice(0, 30)}`) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', LINE);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('h1').first().waitFor({ timeout: 30_000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(1_000);
    const h1 = await page.locator('h1').first().textContent({ timeout: 1_000 }).catch(() => null);
    const shifts = await page.evaluate(() => window.__shifts);
    return { h1, shifts };
  } finally {
    await context.close();
  }
}

export async function measureLayoutShift({ log }) {
  const missing = missingBuild();
  if (missing) return { skipped: missing };
  // The ふりがな job on, so the demo articles have their readings for the pages with ふりがな.
  const site = await startSite({ prefix: 'hiroba-shift', env: { MAKE_READINGS: 'true' } });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  try {
    const sessions = {};
    for (const [who, account] of Object.entries(ACCOUNTS)) sessions[who] = await signIn(site.url, account);
    const pages = [];
    const withFurigana = await publicPagesWithFurigana(site.url);
    for (const { path } of withFurigana.filter((page) => page.name.includes('detail'))) await readingsMade(site.url, path);
    for (const { name, path, who, furigana = false } of [...(await signedInPages()), ...(await publicPagesAsMember(site.url)), ...withFurigana]) {
      log(`  layout shift ${path} (${who}${furigana ? ', ふりがな' : ''})…`);
      const { h1, shifts } = await shiftsOf(browser, site.url, site.url + encodeURI(path), sessions[who] ?? null, furigana);
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      pages.push({ name, path, who: furigana ? `${who}, ふりがな` : who, h1, shift: Math.round(total * 10_000) / 10_000, shifts: shifts.slice(0, 5) });
    }
    return { viewport: PHONE, line: { latency_ms: LINE.latency, down_kbit: 1600, cpu_slowdown: CPU_SLOWDOWN }, pages };
  } finally {
    await browser.close();
    await site.stop();
  }
}
