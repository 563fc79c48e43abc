// Interaction latency on a throttled phone (INP-style): the built site (lib/site.mjs, demo content) in
// Chromium with a phone's screen and a 4× CPU slowdown, each page taken over first, then the reader's
// press or key. What is recorded per interaction is the longest Event Timing entry it caused (from the
// input to the next paint), the figure INP is made of: opening the メニュー, typing in the search box
// (the longest key of a word), pressing いいね as a member, and opening 文字サイズ・配色 (a wide screen,
// where it is a button of the header). Each is measured RUNS times in fresh contexts; the median is
// kept. Not a timed test: a report, compared run to run (results/).
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, DEMO_ACCOUNTS, missingBuild, questionPagePath, sessionStorageState, signIn, startSite } from '../lib/site.mjs';
import { median } from '../lib/stats.mjs';

const PHONE = { width: 412, height: 823 };
const WIDE = { width: 1280, height: 900 };
const CPU_SLOWDOWN = 4;
const RUNS = 3;
const WORD = 'しょうがいねんきん';

/** Collects Event Timing entries (every input, however short) from the start of the page. */
function watchEvents() {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__events.push({ name: e.name, duration: e.duration, id: e.interactionId });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

/** React has taken over the page the server drew (its first heading carries React's node). */
const takenOver = (page) => page.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__reactFiber')), null, { timeout: 60_000 });

/** The longest event the interaction `run` caused, ms (0: none over 16 ms, Event Timing's floor). */
async function latencyOf(page, run) {
  await page.evaluate(() => (window.__events.length = 0));
  await run();
  // Event Timing reports after the next paint.
  await page.waitForTimeout(500);
  const events = await page.evaluate(() => window.__events);
  return Math.round(Math.max(0, ...events.map((e) => e.duration)));
}

/** Presses the header's button `name` and waits for what it opens (`opened(page)`: a locator). */
const openFromHeader = (name, opened) => async (page) => {
  await page.getByRole('banner').getByRole('button', { name }).click();
  await opened(page).waitFor();
};

const INTERACTIONS = [
  {
    name: 'menu',
    label: 'メニューを開く',
    viewport: PHONE,
    path: () => '/',
    run: openFromHeader('メニュー', (page) => page.getByRole('dialog').first()),
  },
  {
    name: 'search-typing',
    label: '検索ボックスに入力する',
    viewport: WIDE,
    path: () => '/',
    run: async (page) => {
      const box = page.getByRole('banner').getByRole('searchbox', { name: 'キーワード検索' });
      await box.focus();
      await box.pressSequentially(WORD, { delay: 50 });
      await page.waitForFunction((word) => document.activeElement?.value === word, WORD);
    },
  },
  {
    name: 'like',
    label: 'いいねを押す（会員）',
    viewport: PHONE,
    signedIn: true,
    path: (site) => site.questionPath,
    run: async (page) => {
      // The question's own いいね; pressed or not from an earlier run, the press turns it over.
      const like = page.getByRole('main').getByRole('button', { name: /^いいね \d+$/ }).first();
      const was = await like.getAttribute('aria-pressed');
      await like.click();
      await page.waitForFunction(([el, before]) => el.getAttribute('aria-pressed') !== before, [await like.elementHandle(), was]);
    },
  },
  {
    name: 'reading-prefs',
    label: '文字サイズ・配色を開く',
    viewport: WIDE,
    path: () => '/',
    run: openFromHeader('文字サイズ・配色', (page) => page.getByRole('group', { name: '文字サイズ・配色の設定' })),
  },
];

async function measureOne(browser, site, interaction, session) {
  const context = await browser.newContext({
    locale: 'ja-JP',
    viewport: interaction.viewport,
    ...(interaction.signedIn && { storageState: sessionStorageState(site.url, session) }),
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchEvents);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${site.url}${interaction.path(site)}`, { waitUntil: 'load' });
    await takenOver(page);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    return await latencyOf(page, () => interaction.run(page));
  } finally {
    await context.close();
  }
}

export async function measureInteractions({ log, runs = RUNS }) {
  const missing = missingBuild();
  if (missing) return { skipped: missing };
  const started = await startSite({ prefix: 'hiroba-inp' });
  const site = { ...started, questionPath: await questionPagePath(started.url) };
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  try {
    const session = await signIn(site.url, DEMO_ACCOUNTS.paid);
    const out = [];
    for (const interaction of INTERACTIONS) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await measureOne(browser, site, interaction, session));
      const row = { name: interaction.name, label: interaction.label, samples, median_ms: median(samples) };
      log(`  ${interaction.label}: ${row.median_ms} ms (median of ${runs}: ${samples.join(', ')})`);
      out.push(row);
    }
    return { cpu_slowdown: CPU_SLOWDOWN, runs, interactions: out };
  } finally {
    await browser.close();
    await started.stop();
  }
}
