// Search that finds what people mean (docs/search.md), in real Chromium against the built site: a
// visitor's search with a short name or a hiragana reading finds the question written another way, the
// results page marks the words and says what it widened, the order is chosen by keyboard and kept in the
// URL, a search that finds nothing offers the way on, a question's page lists related questions drawn on
// the server, and an operator's own group takes effect for the next search. Each test posts the
// questions it works on, with a marker of its own that the search requires too, so it finds exactly them.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expectAxeClean, pagesWithViolations } from '../support/axe';
import { browserForFile, newPage } from '../support/browser';
import { newMember, type Actor } from '../support/people';
import { postQuestion } from '../support/qa';

const browser = browserForFile();

/** A word no other question holds (latin letters: a word of its own for the search). */
const marker = () => `m${randomBytes(3).toString('hex')}`;

async function as(who?: Actor): Promise<{ page: Page; close(): Promise<void> }> {
  const { context, page } = await newPage(browser(), { as: who });
  return { page, close: () => context.close() };
}

/** Searches from the navbar's box, typed and sent with Enter, and waits for the results. */
async function searchFromNavbar(page: Page, keyword: string) {
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'キーワード検索' });
  await box.fill(keyword);
  await box.press('Enter');
  await page.getByRole('heading', { level: 1, name: `「${keyword}」の検索結果` }).waitFor();
}

const questions = (page: Page) => page.getByRole('region', { name: '質問' });

test('a visitor searching 放デイ finds the question written 放課後等デイサービス first, its words marked, and is told what was widened', async () => {
  const word = marker();
  const question = await postQuestion(await newMember('paid_member'), `放課後等デイサービスの送迎 ${word}`, `小学2年の息子が放課後等デイサービスに通っています。送迎の時間について相談です。${word}`);
  const { page, close } = await as();
  await page.goto('/question-and-answer');
  await searchFromNavbar(page, `放デイ ${word}`);
  const first = questions(page).getByRole('article').first();
  const link = first.getByRole('link', { name: question.title });
  await link.waitFor();
  expect(await link.locator('mark').allTextContents()).toEqual(['放課後等デイサービス', word]);
  // The passage is where the words are, marked too.
  expect(await first.locator('p mark').allTextContents()).toEqual(['放課後等デイサービス', word]);
  const notes = await questions(page).getByRole('list', { name: 'さがし方のお知らせ' }).innerText();
  expect(notes).toContain('「放デイ」は「放課後等デイサービス」');
  // Only this question holds both words; the others about 放課後等デイサービス follow it, and the page says so.
  expect(notes).toContain('すべての言葉をふくむ質問は1件です。');
  await expectAxeClean(page);
  await close();
});

test('a word typed in hiragana finds it written in kanji; 新しい順 is chosen by keyboard and kept in the URL', async () => {
  const word = marker();
  const older = await postQuestion(await newMember('paid_member'), `療育手帳の更新 ${word}`, `療育手帳の判定の時期が来ました。${word}`);
  const newer = await postQuestion(await newMember('paid_member'), `手帳の相談 ${word}`, `息子の療育手帳の等級のことで相談です。${word}`);
  const { page, close } = await as();
  await page.goto(encodeURI(`/search/りょういくてちょう ${word}`));
  const titles = () => questions(page).getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
  await questions(page).getByRole('link', { name: older.title }).waitFor();
  // 関連度順: the one with the words in its title first (questions of other tests about 療育手帳 alone may follow).
  expect((await titles()).slice(0, 2)).toEqual([older.title, newer.title]);

  const newest = page.getByRole('navigation', { name: '並び順' }).getByRole('link', { name: '新しい順' });
  await newest.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('order') === 'new');
  await page.getByRole('navigation', { name: '並び順' }).getByText('新しい順').and(page.locator('[aria-current="true"]')).waitFor();
  // The relevance order stays on the screen until the newest-first one arrives: wait for its first.
  await questions(page).getByRole('article').first().getByRole('link', { name: newer.title }).waitFor();
  expect(await titles()).toEqual([newer.title, older.title]);
  await close();
});

test('a search that finds nothing says so and tells a visitor how to ask; axe finds nothing', async () => {
  const words = `${marker()} ${marker()}`;
  const { page, close } = await as();
  await page.goto(encodeURI(`/search/${words}`));
  await questions(page).getByText(`「${words}」に当てはまる質問は見つかりませんでした。`, { exact: false }).waitFor();
  await questions(page).getByRole('complementary', { name: '質問するには' }).getByRole('link', { name: '会員登録のご案内' }).waitFor();
  await expectAxeClean(page);
  await close();
});

test('a query of several words that no question holds whole lists those holding some, after saying so', async () => {
  const word = marker();
  const question = await postQuestion(await newMember('paid_member'), `短期入所の予約 ${word}`, `ショートステイの予約が取れません。${word}`);
  const { page, close } = await as();
  await page.goto(encodeURI(`/search/ショートステイ ${word} ${marker()}`));
  await questions(page).getByRole('link', { name: question.title }).waitFor();
  expect(await questions(page).getByRole('list', { name: 'さがし方のお知らせ' }).innerText()).toContain('すべての言葉をふくむ質問は0件です。');
  await close();
});

test('a question page lists related questions, drawn on the server (readable without JavaScript)', async () => {
  const word = marker();
  const asker = await newMember('paid_member');
  const first = await postQuestion(asker, `グループホームの家賃 ${word}`, `グループホームの家賃の補助について教えてください。${word}`);
  const second = await postQuestion(asker, `GHの家賃補助の申請 ${word}`, `共同生活援助の家賃の補助を申請したいです。${word}`);
  const { context, page } = await newPage(browser(), { javaScript: false });
  await page.goto(encodeURI(first.path));
  const related = page.getByRole('region', { name: '関連する質問' });
  await related.getByRole('link', { name: second.title }).waitFor();
  expect(await related.getByRole('link', { name: first.title }).count()).toBe(0);
  await context.close();
  expect(await pagesWithViolations(browser(), [first.path])).toEqual([]);
});

test('an operator adds their region’s words by keyboard on 検索の言いかえ, and the next search finds one through the other', async () => {
  const word = marker();
  const question = await postQuestion(await newMember('paid_member'), `見本区${word}の移動の支援`, `見本区${word}に住んでいます。`);
  const admin = await newMember('admin');
  const { page, close } = await as(admin);
  await page.goto('/admin/search-words');
  const form = page.getByRole('form', { name: '言いかえを追加する' });
  await form.getByRole('textbox', { name: '言葉' }).first().waitFor();
  await form.getByRole('textbox', { name: '言葉' }).nth(0).fill(`見本区${word}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('みほんく');
  await form.getByRole('textbox', { name: '言葉' }).nth(1).fill(`ミホン地区${word}`);
  await form.getByRole('button', { name: '追加する' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText(`言いかえ「見本区${word}」を追加しました。`).waitFor();
  await expectAxeClean(page);
  await close();

  const visitor = await as();
  await visitor.page.goto(encodeURI(`/search/ミホン地区${word}`));
  await questions(visitor.page).getByRole('link', { name: question.title }).waitFor();
  expect(await questions(visitor.page).getByRole('list', { name: 'さがし方のお知らせ' }).innerText()).toContain(`「ミホン地区${word}」は「見本区${word}」でも探しました。`);
  await visitor.close();
});

test('似ている質問 while asking: typed by keyboard, the list is announced, a link is followed and the title is still there on coming back; axe finds nothing', async () => {
  const word = marker();
  const existing = await postQuestion(await newMember('paid_member'), `グループホームの家賃補助 ${word}`, `グループホームの家賃の補助はありますか。${word}`);
  const { page, close } = await as(await newMember('paid_member'));
  await page.goto('/my-page/post-question');
  const title = page.locator('main').getByRole('textbox', { name: 'タイトル', exact: true });
  await title.focus();
  const typed = `グループホームの家賃 ${word}`;
  await page.keyboard.type(typed);
  const similar = page.getByRole('region', { name: '似ている質問' });
  const link = similar.getByRole('link', { name: existing.title });
  await link.waitFor();
  expect(await link.getAttribute('href')).toBe(encodeURI(existing.path));
  // The count is said in the polite live region beside the list.
  await page.getByRole('status').filter({ hasText: /似ている質問が\d+件見つかりました。/ }).waitFor({ state: 'attached' });
  await expectAxeClean(page);

  // The first link is the next stop after the title; Enter follows it in this tab.
  await title.focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(existing.title);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: existing.title }).waitFor();
  await page.goBack();
  await page.locator('main').getByRole('textbox', { name: 'タイトル', exact: true }).waitFor();
  expect(await page.locator('main').getByRole('textbox', { name: 'タイトル', exact: true }).inputValue()).toBe(typed);
  await close();
});
