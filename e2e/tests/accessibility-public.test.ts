// axe-core with the WCAG 2.2 A/AA tags finds zero violations on every public page, for a visitor, on
// a desktop and on a phone-sized screen, and with the reading-support settings on. (Signed-in pages:
// accessibility-signed-in.test.ts.)
import { axeViolations, describeViolations, pagesWithViolations } from '../support/axe';
import { browserForFile, newPage } from '../support/browser';

const SITE_PAGES = [
  '/', '/about', '/contact', '/login', '/forgot-password', '/sign-up-intro', '/become-an-expert',
  '/free-member-register', '/free-member-register/complete', '/privacy-policy', '/specific-trade-law',
  '/terms-of-service', '/unsubscribed', '/withdrawal-complete', '/list-of-crowdfunding-supporters',
  '/no-such-page', '/admin-login',
];
const CONTENT_PAGES = [
  '/search', '/search/福祉', '/list-of-experts', '/column', '/column/search/福祉', '/column/就労支援',
  '/question-and-answer', '/question-and-answer/search/手話', '/question-and-answer/専門家',
  '/question-and-answer/一般', '/question-and-answer/未回答',
  // Q&A pages with the demo content (a fresh site seeds question 1, an expert's, and expert 1)
  '/question-and-answer/専門家/1', '/search/手話', '/list-of-experts/1', '/question-and-answer?page=2',
  // a demo column (the first seeded one is published, supervised and has a table of contents)
  '/column/column-detail/1', '/column/障害福祉サービス', '/search/障害',
];

const browser = browserForFile();

test('site pages, visitor', async () => {
  expect(await pagesWithViolations(browser(), SITE_PAGES)).toEqual([]);
});
test('Q&A, column, search and expert pages, visitor', async () => {
  expect(await pagesWithViolations(browser(), CONTENT_PAGES)).toEqual([]);
});
test('public pages on a phone', async () => {
  expect(await pagesWithViolations(browser(), ['/', '/login', '/question-and-answer', '/free-member-register', '/column', '/column/column-detail/1'], { width: 390 })).toEqual([]);
});
test('with large text and high contrast', async () => {
  expect(await pagesWithViolations(browser(), ['/', '/login', '/question-and-answer', '/column/column-detail/1'], { readingPrefs: 'font=xl&contrast=high' })).toEqual([]);
});

test("the site menu on a phone: its code comes on first use, it opens by keyboard, passes axe, and Escape gives the focus back", async () => {
  const { context, page } = await newPage(browser(), { width: 390 });
  const dialogCode: string[] = [];
  page.on('request', (request) => {
    if (/\/overlays\.[0-9a-f]+\.js$/.test(request.url())) dialogCode.push(request.url());
  });
  await page.goto('/');
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  // The first visit does not load the dialogs' code.
  expect(dialogCode).toEqual([]);

  const menuButton = page.getByRole('button', { name: 'メニュー' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'メニュー' });
  await menu.waitFor();
  expect(dialogCode).toHaveLength(1);
  expect(await menu.getByRole('link', { name: '質問と回答' }).first().isVisible()).toBe(true);
  const violations = await axeViolations(page);
  expect(describeViolations(violations)).toBe('');

  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'メニュー');
  expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
  await context.close();
});
