// axe-core with the WCAG 2.2 A/AA tags finds zero violations on every page built so far, for the role
// that may see it, on a desktop and on a phone-sized screen, and with the reading-support settings on.
import type { Browser } from 'playwright-core';
import { axeViolations, describeViolations } from '../support/axe';
import { launchBrowser, newPage } from '../support/browser';
import { signInAs, storeSession, type SignedIn } from '../support/session';

const PUBLIC = [
  '/', '/about', '/contact', '/login', '/forgot-password', '/sign-up-intro', '/become-an-expert',
  '/free-member-register', '/free-member-register/complete', '/privacy-policy', '/specific-trade-law',
  '/terms-of-service', '/unsubscribed', '/withdrawal-complete', '/list-of-crowdfunding-supporters',
  '/search', '/search/福祉', '/list-of-experts', '/column', '/column/search/福祉', '/column/就労支援',
  '/question-and-answer', '/question-and-answer/search/手話', '/question-and-answer/専門家',
  '/question-and-answer/一般', '/question-and-answer/未回答', '/no-such-page', '/admin-login',
  // Q&A pages with the demo content (a fresh site seeds question 1, an expert's, and expert 1)
  '/question-and-answer/専門家/1', '/search/手話', '/list-of-experts/1', '/question-and-answer?page=2',
];
const MEMBER = [
  '/my-page', '/my-page/edit-info', '/my-page/edit-payment-info', '/my-page/favorite-list',
  '/my-page/my-answer', '/my-page/my-question', '/my-page/payment-info', '/my-page/post-question',
  '/my-page/post-question/question-complete', '/paid-member-register', '/paid-member-register/complete',
  '/paid-member-register/full-register',
];
const EXPERT = ['/my-page-expert', '/my-page-expert/edit-info', '/my-page-expert/my-expert-comment', '/my-page-expert/my-expert-question'];
const ADMIN = [
  '/admin', '/admin/categories', '/admin/categories/new', '/admin/columns', '/admin/columns/new',
  '/admin/experts', '/admin/experts/new', '/admin/tags', '/admin/tags/new', '/admin/users',
];

let browser: Browser;
const sessions: Record<string, SignedIn> = {};
beforeAll(async () => {
  browser = await launchBrowser();
  sessions.free = await signInAs('free');
  sessions.paid = await signInAs('paid');
  sessions.expert = await signInAs('expert');
  sessions.admin = await signInAs('admin');
});
afterAll(async () => {
  await browser?.close();
});

async function expectNoViolations(paths: string[], who: string | null, width = 1280, prefs?: string): Promise<void> {
  const { context, page } = await newPage(browser, { width });
  if (prefs) await context.addCookies([{ name: 'hiroba_reading', value: prefs, url: process.env.E2E_BASE_URL as string }]);
  await page.goto('/');
  if (who) await storeSession(page, sessions[who]);
  const failures: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const violations = await axeViolations(page);
    if (violations.length) failures.push(`${path}\n${describeViolations(violations)}`);
  }
  await context.close();
  expect(failures).toEqual([]);
}

test('public pages, visitor', () => expectNoViolations(PUBLIC, null));
test('public pages on a phone', () => expectNoViolations(['/', '/login', '/question-and-answer', '/free-member-register'], null, 390));
test('member pages, free member', () => expectNoViolations(MEMBER, 'free'));
test('member pages, paid member', () => expectNoViolations(MEMBER, 'paid'));
test('expert pages', () => expectNoViolations(EXPERT, 'expert'));
test('admin pages', () => expectNoViolations(ADMIN, 'admin'));
test('admin pages on a phone', () => expectNoViolations(['/admin', '/admin/tags'], 'admin', 390));
test('with large text and high contrast', () => expectNoViolations(['/', '/login', '/question-and-answer'], null, 1280, 'font=xl&contrast=high'));
