// Each remote is loaded at run time; when one is down or hangs, its slot shows a Japanese fallback
// with a retry while navbar, footer and the other remotes keep working.
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from '../support/axe';
import { browserForFile, newPage, takenOver } from '../support/browser';
import { newMember, seededExpert, type Actor } from '../support/people';

const FALLBACK = 'このページを読み込めませんでした。';
// A page of each remote, and how to reach it (member and expert pages need a session of that role).
const REMOTES = [
  { name: 'public', path: '/about', as: null },
  { name: 'member', path: '/my-page', as: 'paid_member' as const },
  { name: 'expert', path: '/my-page-expert', as: 'expert' as const },
  { name: 'admin', path: '/admin-login', as: null },
];

/** A person of the remote's role; the seeded expert for expert pages (the API cannot make one yet). */
async function personFor(role: (typeof REMOTES)[number]['as']): Promise<Actor | undefined> {
  if (role === 'expert') return seededExpert('expert');
  return role ? newMember(role) : undefined;
}

const browser = browserForFile();

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
}

test.each(REMOTES)('with mf-$name down, its pages fall back and the others work', async (blocked) => {
  const { context, page } = await newPage(browser(), { as: await personFor(blocked.as) });
  await page.route(`**/mf/${blocked.name}/**`, (route) => route.abort());

  await open(page, blocked.path);
  await page.getByText(FALLBACK).waitFor();
  await page.getByRole('button', { name: '再読み込み' }).waitFor();
  // Even where no navbar surrounds the slot (the admin area), the fallback leads back to the top page.
  expect(await page.getByRole('link', { name: 'トップページへ戻る' }).getAttribute('href')).toBe('/');
  if (blocked.name !== 'admin') {
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
  }
  // The fallback is a page like any other: axe finds nothing on it.
  expect(describeViolations(await axeViolations(page))).toBe('');

  for (const other of REMOTES.filter((r) => r.name !== blocked.name && (!r.as || r.as === blocked.as))) {
    await open(page, other.path);
    expect(await page.getByText(FALLBACK).count()).toBe(0);
  }
  await context.close();
});

test('a hanging remote falls back after a few seconds, and retry loads it once it is back', async () => {
  const { context, page } = await newPage(browser());
  let hang = true;
  await page.route('**/mf/public/**', async (route) => {
    if (hang) return; // never answered: the request hangs
    await route.continue();
  });
  await page.goto('/about');
  await page.getByText(FALLBACK).waitFor({ timeout: 20_000 });
  await page.getByRole('banner').waitFor();
  hang = false;
  await page.getByRole('button', { name: '再読み込み' }).click();
  await page.getByRole('heading', { level: 1, name: '障害福祉Q&Aひろばについて' }).waitFor({ timeout: 20_000 });
  await context.close();
});

// One automatic retry before the fallback (the shell's retry-once runtime plugin): a remote whose
// file fails once, a moment's outage, is drawn as if nothing happened. A page the server drew is
// then taken over as drawn (the same heading element), not emptied and drawn anew; a page the
// browser draws shows no fallback.
test.each([
  { file: 'mf-manifest.json', path: '/about', remote: 'public', heading: '障害福祉Q&Aひろばについて', drawn: true },
  { file: 'remoteEntry.js', path: '/about', remote: 'public', heading: '障害福祉Q&Aひろばについて', drawn: true },
  { file: 'mf-manifest.json', path: '/admin-login', remote: 'admin', heading: '管理者ログイン', drawn: false },
  { file: 'remoteEntry.js', path: '/admin-login', remote: 'admin', heading: '管理者ログイン', drawn: false },
])('a $file of mf-$remote that fails once is loaded again, without the fallback ($path)', async ({ file, path, remote, heading, drawn }) => {
  const { context, page } = await newPage(browser());
  let requests = 0;
  await page.route(`**/mf/${remote}/${file}`, async (route) => {
    requests += 1;
    if (requests === 1) return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
    await route.continue();
  });
  // The heading the server drew, kept before any script of the site runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector('h1');
    });
  });
  await page.goto(path);
  await takenOver(page);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  expect(await page.getByText(FALLBACK).count()).toBe(0);
  expect(requests).toBeGreaterThanOrEqual(2);
  const sameHeading = await page.evaluate(() => (window as unknown as { drawnHeading: Element | null }).drawnHeading === document.querySelector('h1'));
  expect(sameHeading).toBe(drawn);
  await context.close();
});
