// Loads a page of the built site in Chromium like a first-time visitor and reports what it
// downloaded (compressed bytes of JS and CSS per file), with a screenshot to look at:
//   node shell/scripts/first-visit.mjs http://127.0.0.1:8080/ /tmp/first-visit.png [width]
import { chromium } from 'playwright-core';

const [url = 'http://127.0.0.1:8080/', shot = '/tmp/first-visit.png', width = '1280'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, locale: 'ja-JP' });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Network.enable');
const requests = new Map();
cdp.on('Network.responseReceived', ({ requestId, response, type }) => requests.set(requestId, { url: response.url, type, bytes: 0 }));
cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
  const r = requests.get(requestId);
  if (r) r.bytes = encodedDataLength; // on the wire: compressed body plus headers
});
page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
await page.goto(url, { waitUntil: 'load' });
await page.locator('h1').first().waitFor({ timeout: 15_000 }).catch(() => undefined);
await page.waitForTimeout(1500); // late chunks (fonts, lazy pages) and the API calls' retries
await page.screenshot({ path: shot, fullPage: true });

const rows = [...requests.values()].filter((r) => /\.(js|css)(\?|$)/.test(r.url));
let total = 0;
for (const r of rows.sort((a, b) => b.bytes - a.bytes)) {
  total += r.bytes;
  console.log(`${(r.bytes / 1024).toFixed(1).padStart(7)} KiB  ${r.url.replace(/^https?:\/\/[^/]+/, '')}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KiB  total JS + CSS (compressed, ${rows.length} files)`);
console.log('h1:', await page.locator('h1').first().textContent().catch(() => '(none)'));
await browser.close();
