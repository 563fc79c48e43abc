// The Q&A corner end to end in real Chromium: a paid member asks through the member remote's form,
// the question waits in 未回答, an expert answers (it moves to 専門家), a free member comments,
// another member replies, likes and favorites survive a reload, the navbar search finds it by a
// two-character word, and axe finds nothing on the pages that show it.
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolations } from '../support/axe';
import { launchBrowser, newPage } from '../support/browser';
import { signInAs, storeSession } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TITLE = `手話通訳を病院で頼むには（${Date.now()}）`;
const BODY = '来月、病院で手術の説明を受けます。\n手話通訳をお願いしたいのですが、どこに申し込めばよいですか。';
let questionUrl = '';

async function as(who: 'free' | 'paid' | 'expert' | null): Promise<{ page: Page; close(): Promise<void> }> {
  const { context, page } = await newPage(browser);
  await page.goto('/');
  if (who) await storeSession(page, await signInAs(who));
  return { page, close: () => context.close() };
}

async function listTitles(page: Page, path: string): Promise<string[]> {
  await page.goto(encodeURI(path));
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  return page.locator('main article h3').allTextContents();
}

async function expectAxeClean(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const violations = await axeViolations(page);
  expect(describeViolations(violations)).toBe('');
}

test('a paid member posts a question through the form; it waits in 未回答', async () => {
  const { page, close } = await as('paid');
  await page.goto('/my-page/post-question');
  const main = page.locator('main');
  // exact: the form's own name mentions every field
  await main.getByRole('textbox', { name: 'タイトル', exact: true }).fill(TITLE);
  await main.getByRole('textbox', { name: '質問の内容', exact: true }).fill(BODY);
  await main.getByRole('combobox', { name: 'カテゴリー', exact: true }).selectOption({ index: 1 });
  await main.getByRole('button', { name: '質問を投稿する' }).click();
  await page.waitForURL('**/my-page/post-question/question-complete**');
  const id = new URL(page.url()).searchParams.get('id');
  expect(id).toMatch(/^\d+$/);
  questionUrl = `/question-and-answer/一般/${id}`;
  await close();

  const visitor = await as(null);
  expect(await listTitles(visitor.page, '/question-and-answer/未回答')).toContain(TITLE);
  expect(await listTitles(visitor.page, '/question-and-answer')).toContain(TITLE);
  await visitor.page.goto(encodeURI(questionUrl));
  await visitor.page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  // line breaks kept, text not HTML
  expect(await visitor.page.locator('main').innerText()).toContain('受けます。\n手話通訳を');
  await visitor.close();
});

test('an expert answers: the answer is marked, and the question leaves 未回答 for 専門家', async () => {
  const { page, close } = await as('expert');
  await page.goto(encodeURI(questionUrl));
  const box = page.getByRole('textbox', { name: '専門家として回答する' });
  await box.fill('お住まいの市区町村の障害福祉課に申し込めます。\n病院の医療相談室にも相談できます。');
  await page.getByRole('button', { name: '回答を送る' }).click();
  await page.getByRole('heading', { level: 2, name: /専門家の回答/ }).waitFor();
  const expertLink = page.locator('main article.hiroba-comment-expert a[href^="/list-of-experts/"]');
  expect(await expertLink.count()).toBeGreaterThan(0);
  await close();

  const visitor = await as(null);
  expect(await listTitles(visitor.page, '/question-and-answer/未回答')).not.toContain(TITLE);
  expect(await listTitles(visitor.page, '/question-and-answer/専門家')).toContain(TITLE);
  await visitor.close();
});

test('a free member comments and another member replies under that comment', async () => {
  const free = await as('free');
  await free.page.goto(encodeURI(questionUrl));
  await free.page.getByRole('textbox', { name: 'コメントを書く' }).fill('私は地域の手話通訳派遣センターに頼みました。');
  await free.page.getByRole('button', { name: 'コメントを送る' }).click();
  const comment = free.page.locator('main article.hiroba-comment', { hasText: '派遣センターに頼みました' });
  await comment.waitFor();
  const heading = (await comment.locator('h3').textContent()) ?? '';
  await free.close();

  const paid = await as('paid');
  await paid.page.goto(encodeURI(questionUrl));
  const target = paid.page.locator('main article.hiroba-comment', { hasText: '派遣センターに頼みました' });
  await target.getByRole('button', { name: '返信する' }).click();
  await target.getByRole('textbox').fill('参考になりました。ありがとうございます。');
  await target.getByRole('button', { name: '返信を送る' }).click();
  await target.locator('.hiroba-reply', { hasText: '参考になりました' }).waitFor();
  await paid.page.reload();
  const again = paid.page.locator('main article.hiroba-comment', { hasText: '派遣センターに頼みました' });
  await again.locator('.hiroba-reply', { hasText: '参考になりました' }).waitFor();
  expect(await again.locator('h3').textContent()).toBe(heading);
  await paid.close();
});

test('likes and favorites persist across a reload; the favorite is in the favorite list', async () => {
  const { page, close } = await as('free');
  await page.goto(encodeURI(questionUrl));
  const main = page.locator('main');
  await main.getByRole('button', { name: 'いいね 0', exact: true }).click();
  await main.getByRole('button', { name: 'いいね 1', exact: true }).waitFor();
  await main.getByRole('button', { name: 'お気に入り 0', exact: true }).click();
  await main.getByRole('button', { name: 'お気に入り 1', exact: true }).waitFor();
  const commentLike = main.locator('article.hiroba-comment', { hasText: '派遣センターに頼みました' }).getByRole('button', { name: /いいね 0$/ });
  await commentLike.click();
  await page.waitForLoadState('networkidle');

  await page.reload();
  await main.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  expect(await main.getByRole('button', { name: 'いいね 1', exact: true }).getAttribute('aria-pressed')).toBe('true');
  expect(await main.getByRole('button', { name: 'お気に入り 1', exact: true }).getAttribute('aria-pressed')).toBe('true');
  const liked = main.locator('article.hiroba-comment', { hasText: '派遣センターに頼みました' }).getByRole('button', { name: /いいね 1$/ });
  expect(await liked.getAttribute('aria-pressed')).toBe('true');

  await page.goto('/my-page/favorite-list');
  await main.getByRole('link', { name: TITLE }).waitFor();
  await close();
});

test('the navbar search finds the question by a two-character word typed with Enter', async () => {
  const { page, close } = await as(null);
  await page.goto('/question-and-answer');
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'キーワード検索' });
  await box.fill('手話');
  await box.press('Enter');
  await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/search/手話');
  await page.getByRole('heading', { level: 1, name: '「手話」の検索結果' }).waitFor();
  await page.locator('main').getByRole('link', { name: TITLE }).waitFor();
  expect(await box.inputValue()).toBe('');
  await close();
});

test('axe finds no violations on the list, detail, search and experts pages', async () => {
  const { page, close } = await as(null);
  const failures: string[] = [];
  const expertHref = await (async () => {
    await page.goto('/list-of-experts');
    const link = page.locator('main a[href^="/list-of-experts/"]').first();
    await link.waitFor();
    return link.getAttribute('href');
  })();
  for (const path of ['/question-and-answer', '/question-and-answer/専門家', questionUrl, '/search/手話', '/list-of-experts', expertHref ?? '']) {
    await page.goto(encodeURI(path));
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const violations = await axeViolations(page);
    if (violations.length) failures.push(`${path}\n${describeViolations(violations)}`);
  }
  expect(failures).toEqual([]);
  await close();

  // The signed-in detail page has the forms and toggles: check it too, with a reply form open.
  const member = await as('free');
  await member.page.goto(encodeURI(questionUrl));
  await member.page.getByRole('button', { name: '返信する' }).first().click();
  await expectAxeClean(member.page);
  await member.close();
});
