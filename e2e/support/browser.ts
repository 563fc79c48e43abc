// Real Chromium through playwright-core, with the flags this closed network needs
// (docs/stack.md#chromium-flags-on-this-network).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { baseUrl, newAddress } from './api';
import type { Actor } from './people';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/**
 * The test file's Chromium, launched before its first test and closed after its last. Every file calls
 * it once at the top; it answers a getter, since the browser exists only once the file's tests start.
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll: use it inside a test or a hook');
    return browser;
  };
}

export interface PageOptions {
  width?: number;
  /** Who the page acts for: their client address and, if signed in, their session. A visitor of its own by default. */
  as?: Actor;
  /** false: a reader with JavaScript turned off. */
  javaScript?: boolean;
  /** true: the site's Content-Security-Policy holds (then axe-core cannot be injected). */
  siteCsp?: boolean;
}

/**
 * A page in a context of its own. A session is put into localStorage (keys token and user,
 * docs/product.md#session-storage) before the site's first script runs, as if the person had signed in
 * earlier.
 */
export async function newPage(browser: Browser, { width = 1280, as = { address: newAddress() }, javaScript = true, siteCsp = false }: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const session = as.session;
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'ja-JP',
    // axe-core is injected as an inline script, which the site's Content-Security-Policy rightly refuses.
    bypassCSP: !siteCsp,
    javaScriptEnabled: javaScript,
    viewport: { width, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': as.address },
    storageState: {
      cookies: [],
      origins: session
        ? [{ origin: baseUrl(), localStorage: [{ name: 'token', value: session.token }, { name: 'user', value: JSON.stringify(session.user) }] }]
        : [],
    },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/**
 * Resolves once React has taken over the page the server drew: its first heading carries React's
 * node. Before that, a click on a link is the browser's own and loads a whole new page.
 */
export async function takenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')));
}
