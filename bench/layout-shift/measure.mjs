// Layout shift of the signed-in pages (my page, the expert's and the admin's areas), which the browser
// draws: the built site (lib/site.mjs, demo content), each page opened by the demo account its guard
// asks for, on a phone-sized screen over a throttled line (150 ms, 1.6 Mbit/s down, 4× CPU slowdown,
// Lighthouse's slow 4G), as a first visit in a fresh context. What is recorded is the sum of every
// layout shift not caused by input until the page is quiet: stricter than CLS's worst window.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, DEMO_ACCOUNTS, missingBuild, sessionStorageState, signIn, startSite } from '../lib/site.mjs';

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
export async function publicPagesAsMember() {
  const { pagePath } = await import('@hiroba/contract/routes');
  return ['top', 'question-list', 'column-list'].map((name) => ({ name: `${name}-as-member`, path: pagePath(name), who: 'member' }));
}

/** The layout shifts of one first visit of `url` as `session`. */
async function shiftsOf(browser, siteUrl, url, session) {
  const context = await browser.newContext({
    locale: 'ja-JP',
    viewport: PHONE,
    storageState: sessionStorageState(siteUrl, session),
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
  const site = await startSite({ prefix: 'hiroba-shift' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  try {
    const sessions = {};
    for (const [who, account] of Object.entries(ACCOUNTS)) sessions[who] = await signIn(site.url, account);
    const pages = [];
    for (const { name, path, who } of [...(await signedInPages()), ...(await publicPagesAsMember())]) {
      log(`  layout shift ${path} (${who})…`);
      const { h1, shifts } = await shiftsOf(browser, site.url, site.url + encodeURI(path), sessions[who]);
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      pages.push({ name, path, who, h1, shift: Math.round(total * 10_000) / 10_000, shifts: shifts.slice(0, 5) });
    }
    return { viewport: PHONE, line: { latency_ms: LINE.latency, down_kbit: 1600, cpu_slowdown: CPU_SLOWDOWN }, pages };
  } finally {
    await browser.close();
    await site.stop();
  }
}
