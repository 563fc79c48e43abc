// What a person types is kept on the device (docs/product.md#drafts-kept-on-the-device): a reload
// right after typing, with no time for a timer, still offers the text back (復元する), on the
// question form of the member remote and in the comment box of a question page; signing out forgets
// it. Axe finds nothing on the pages with the offer shown. Each test makes its own members.
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from '../support/axe';
import { browserForFile, newPage } from '../support/browser';
import { newMember } from '../support/people';
import { postQuestion, uniqueTitle } from '../support/qa';

const browser = browserForFile();

const OFFER = '保存していない下書きがあります';

async function expectAxeClean(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(describeViolations(await axeViolations(page))).toBe('');
}

/** The keys of the drafts this page's origin keeps. */
const draftKeys = (page: Page): Promise<string[]> =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => /^hiroba:[a-z-]+-draft:/.test(key)));

test('a question typed and reloaded at once is offered back, and 復元する restores it', async () => {
  const title = uniqueTitle('グループホームの見学で聞くこと');
  const body = '来月、息子と見学に行きます。\n夜の支援の体制について、何を聞けばよいでしょうか。';
  const { context, page } = await newPage(browser(), { as: await newMember('paid_member') });
  await page.goto('/my-page/post-question');
  const main = page.locator('main');
  await main.getByRole('textbox', { name: 'タイトル', exact: true }).fill(title);
  await main.getByRole('textbox', { name: '質問の内容', exact: true }).fill(body);
  await page.reload();

  await main.getByRole('alert').filter({ hasText: OFFER }).waitFor();
  // Offered, not filled in: the person decides.
  await expect(main.getByRole('textbox', { name: 'タイトル', exact: true }).inputValue()).resolves.toBe('');
  await expectAxeClean(page);
  await main.getByRole('button', { name: '復元する' }).click();
  await expect(main.getByRole('textbox', { name: 'タイトル', exact: true }).inputValue()).resolves.toBe(title);
  await expect(main.getByRole('textbox', { name: '質問の内容', exact: true }).inputValue()).resolves.toBe(body);
  await expect(main.getByText(OFFER).count()).resolves.toBe(0);
  await context.close();
});

test('a comment typed and reloaded at once is offered back; signing out forgets it', async () => {
  const question = await postQuestion(await newMember('paid_member'), uniqueTitle('移動支援の使い方'), '通院のときに移動支援は使えますか。');
  const comment = '私の市では、通院には使えず、通院等介助を勧められました。';
  const { context, page } = await newPage(browser(), { as: await newMember('free_member') });
  await page.goto(encodeURI(question.path));
  const main = page.locator('main');
  await main.getByRole('textbox', { name: 'コメントを書く' }).fill(comment);
  await page.reload();

  await main.getByRole('alert').filter({ hasText: OFFER }).waitFor();
  await expectAxeClean(page);
  await main.getByRole('button', { name: '復元する' }).click();
  await expect(main.getByRole('textbox', { name: 'コメントを書く' }).inputValue()).resolves.toBe(comment);
  expect(await draftKeys(page)).toHaveLength(1);

  // Signing out leaves nothing of it on the device, though the form still held the text as it left.
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('h1').first().waitFor();
  expect(await draftKeys(page)).toEqual([]);
  await context.close();
});
