// Reading columns end to end in real Chromium: a visitor finds a new column at /column, in its
// category, by its tag, by a two-character keyword and on the top page; the article shows its
// contents, picture and body, and reads without JavaScript; a member keeps it in their favorites;
// a draft's URL is not found for a visitor and a preview for an admin; axe finds nothing.
import { expectAxeClean } from '../support/axe';
import { browserForFile, newPage } from '../support/browser';
import { COLUMN_TAG, writeColumn, type WrittenColumn } from '../support/columns';
import { newMember, type Member } from '../support/people';
import { DEMO_CATEGORY, uniqueTitle } from '../support/qa';

const browser = browserForFile();
let admin: Member;
let column: WrittenColumn;
beforeAll(async () => {
  admin = await newMember('admin');
  // 受給 is the two-character word the search looks for.
  column = await writeColumn(admin, uniqueTitle('受給者証を申請するまで'));
});

test('a visitor finds the new column at /column, in its category, by its tag, by a keyword and on the top page', async () => {
  const { context, page } = await newPage(browser());
  for (const path of ['/column', `/column/${DEMO_CATEGORY}`, `/column/search/${COLUMN_TAG}`, '/']) {
    await page.goto(encodeURI(path));
    await page.getByRole('main').getByRole('link', { name: column.title }).first().waitFor();
    await expectAxeClean(page);
  }
  await page.goto(encodeURI('/search/受給'));
  const found = page.getByRole('region', { name: 'コラム' });
  await found.getByRole('link', { name: column.title }).waitFor();
  await found.getByRole('status').filter({ hasText: 'のコラムが見つかりました。' }).waitFor();
  await expectAxeClean(page);
  await context.close();
});

test('the article shows its contents, eye-catch, body and breadcrumbs; a contents link moves to its heading', async () => {
  const { context, page } = await newPage(browser());
  await page.goto(column.path);
  await page.getByRole('heading', { level: 1, name: column.title }).waitFor();
  await page.getByRole('img', { name: '机の上の書類のイラスト' }).waitFor();
  await page.getByRole('img', { name: '窓口で相談する二人のイラスト' }).waitFor();
  const breadcrumbs = page.getByRole('navigation', { name: '現在地' });
  await breadcrumbs.getByRole('link', { name: DEMO_CATEGORY }).first().waitFor();
  const contents = page.getByRole('navigation', { name: '目次' });
  await contents.getByRole('link', { name: '計画を作る' }).click();
  await page.waitForURL(/#section-3$/);
  await expect(page.getByRole('heading', { level: 2, name: '計画を作る' }).isVisible()).resolves.toBe(true);
  await expectAxeClean(page);
  await context.close();
});

test('with JavaScript turned off, the article and the list arrive drawn', async () => {
  const { context, page } = await newPage(browser(), { javaScript: false });
  const response = await page.goto(column.path);
  expect(response?.status()).toBe(200);
  await page.getByRole('heading', { level: 1, name: column.title }).waitFor();
  await page.getByText('相談支援専門員と一緒に計画を作ります。').waitFor();
  await page.getByRole('navigation', { name: '目次' }).waitFor();
  expect(await page.title()).toBe(`${column.title}｜障害福祉Q&Aひろば`);
  await page.goto('/column');
  await page.getByRole('link', { name: column.title }).first().waitFor();
  await context.close();
});

test('a member favorites the column on the article and finds it in their favorites', async () => {
  const member = await newMember('free_member');
  const { context, page } = await newPage(browser(), { as: member });
  await page.goto(column.path);
  // The page is drawn on the server for anyone; the member's own state (not pressed) comes once the
  // page runs in the browser, and only then does a click count.
  const favorite = page.getByRole('button', { name: /^お気に入り \d+$/, pressed: false });
  await favorite.waitFor();
  // The press shows at once; the reload waits for the server's answer, or it would cancel the call.
  const saved = page.waitForResponse((response) => response.request().method() !== 'GET' && /\/api\/v1\/column_favorites/.test(response.url()));
  await favorite.click();
  await page.getByRole('button', { name: /^お気に入り \d+$/, pressed: true }).waitFor();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await page.getByRole('button', { name: /^お気に入り \d+$/, pressed: true }).waitFor();
  await page.goto('/my-page/favorite-list');
  const section = page.getByRole('region', { name: 'お気に入りのコラム' });
  await section.getByRole('link', { name: column.title }).waitFor();
  await expectAxeClean(page);
  await context.close();
});

test('the classic XSS payloads sent as a body never run on the article page', async () => {
  const { XSS_PAYLOADS } = await import('../../api-server/test/helpers/xss-payloads');
  const hostile = await writeColumn(admin, uniqueTitle('危ない本文のコラム'), { body: `<p>本文の始まり</p>${XSS_PAYLOADS.join('<p>区切り</p>')}<p>本文の終わり</p>` });
  const { context, page } = await newPage(browser());
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(hostile.path);
  await page.getByText('本文の終わり').waitFor();
  await page.waitForLoadState('networkidle');
  const body = page.locator('.hiroba-column-body');
  expect(await body.locator('script, iframe, object, embed, svg, form, style, [onerror], [onload], [onclick], [style]').count()).toBe(0);
  expect(await body.locator('a[href^="javascript:" i], a[href^="data:" i]').count()).toBe(0);
  expect(dialogs).toEqual([]);
  await context.close();
});

test("a draft's URL is not found for a visitor and a preview for an admin", async () => {
  const draft = await writeColumn(admin, uniqueTitle('下書きのコラム'), { status: 'draft' });
  const visitor = await newPage(browser());
  const response = await visitor.page.goto(draft.path);
  expect(response?.status()).toBe(404);
  await visitor.page.getByRole('heading', { level: 1, name: 'This page could not be found' }).waitFor();
  await visitor.context.close();

  const { context, page } = await newPage(browser(), { as: admin });
  await page.goto(draft.path);
  await page.getByRole('heading', { level: 1, name: draft.title }).waitFor();
  await page.getByText('下書きのコラム（管理者だけが見ています）').waitFor();
  await expectAxeClean(page);
  await context.close();
});
