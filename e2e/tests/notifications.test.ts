// The asker's loop end to end in real Chromium (docs/notifications.md): an expert answers a paid
// member's question; the asker's bell says 「お知らせ（未読1件）」 without a reload, opens on the
// notification, which leads to the answer itself (its anchor, in view, focused); the asker chooses it
// as the best answer and the question shows 解決済み. The instant mail of that answer carries an
// unsubscribe link that works signed out. Each test makes its own question and members.
import type { Page } from 'playwright-core';
import { browserForFile, newPage, takenOver } from '../support/browser';
import { mailWithSubject } from '../support/mail';
import { newMember, seededExpert, type Actor, type Member } from '../support/people';
import { postComment, postQuestion, uniqueTitle } from '../support/qa';

const browser = browserForFile();

const BODY = '就労継続支援B型の事業所を見学したいのですが、どこで探せばよいですか。';
const ANSWER = 'お住まいの市区町村の障害福祉課で、事業所の一覧をもらえます。相談支援専門員にも相談できます。';

async function as(who?: Actor, width?: number): Promise<{ page: Page; close(): Promise<void> }> {
  const { context, page } = await newPage(browser(), { as: who, width });
  return { page, close: () => context.close() };
}

/** A new paid member's question, answered by the seeded expert through the API. */
async function answeredQuestion(): Promise<{ asker: Member; question: { id: number; title: string; path: string }; answerId: number }> {
  const asker = await newMember('paid_member');
  const question = await postQuestion(asker, uniqueTitle('作業所の見学について'), BODY);
  const answer = await postComment(seededExpert('expert2'), question.id, ANSWER);
  return { asker, question, answerId: answer.id };
}

test('the asker hears of the expert’s answer in the bell, lands on it, chooses it, and the question is 解決済み', async () => {
  const asker = await newMember('paid_member');
  const question = await postQuestion(asker, uniqueTitle('作業所の見学について'), BODY);
  const { page, close } = await as(asker);
  await page.goto(encodeURI(question.path));
  await takenOver(page);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'お知らせ', exact: true }).waitFor();

  // The expert answers while the asker's page is open: the bell hears of it on its next read (the
  // page becoming visible again reads at once, as a person coming back to the tab would).
  const answer = await postComment(seededExpert('expert2'), question.id, ANSWER);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const bell = header.getByRole('button', { name: 'お知らせ（未読1件）' });
  await bell.waitFor();

  // By keyboard: Enter opens the menu on the newest notification.
  await bell.focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menu').getByRole('menuitem', { name: /あなたの質問に専門家が回答しました/ });
  await item.waitFor();
  expect(await item.textContent()).toContain(question.title);
  expect(await item.textContent()).toContain('未読');
  // The focus is on it once the menu has faded in.
  await page.waitForFunction((el) => el === document.activeElement, await item.elementHandle(), { timeout: 5_000 });
  await page.keyboard.press('Enter');

  await page.waitForURL((url) => url.hash === `#comment-${answer.id}`);
  const answerArticle = page.locator(`#comment-${answer.id}`);
  // The focus is on the answer's heading (looked up by the answer's place: the page may draw it anew).
  await page.waitForFunction((id) => document.activeElement?.tagName === 'H3' && document.activeElement.closest(`#${id}`) !== null, `comment-${answer.id}`, { timeout: 5_000 });
  expect(await answerArticle.evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().top < innerHeight)).toBe(true);
  // Opened, it is read: the bell says so.
  await header.getByRole('button', { name: 'お知らせ', exact: true }).waitFor();

  await answerArticle.getByRole('button', { name: /ベストアンサーに選ぶ/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /お礼/ }).fill('とても助かりました。');
  await dialog.getByRole('button', { name: 'ベストアンサーに選ぶ' }).click();
  await page.locator('main').getByText('解決済み').first().waitFor();
  await answerArticle.getByText('ベストアンサー', { exact: true }).first().waitFor();
  await close();
});

test('the bell’s menu by keyboard: Space opens it, Escape closes it and gives the focus back', async () => {
  const { page, close } = await as(await newMember('free_member'));
  await page.goto('/');
  await takenOver(page);
  const bell = page.getByRole('banner').getByRole('button', { name: /^お知らせ/ });
  await bell.focus();
  await page.keyboard.press('Space');
  const menu = page.getByRole('menu');
  // The focus moves into the menu, onto its first item one can use.
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  expect(await bell.evaluate((el) => el === document.activeElement)).toBe(true);
  await close();
});

test('/notifications lists it unread, opening it marks it read, and すべて既読にする empties the count', async () => {
  const { asker, question } = await answeredQuestion();
  await postComment(await newMember('free_member'), question.id, '私も同じことで悩んでいました。');
  const { page, close } = await as(asker);
  await page.goto('/notifications');
  const list = page.getByRole('list', { name: 'お知らせの一覧' });
  await list.waitFor();
  const items = list.getByRole('listitem');
  expect(await items.count()).toBe(2);
  expect(await items.first().textContent()).toMatch(/^未読/);
  await page.getByRole('banner').getByRole('button', { name: 'お知らせ（未読2件）' }).waitFor();
  await page.getByRole('button', { name: 'すべて既読にする' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'お知らせ', exact: true }).waitFor();
  await page.getByRole('button', { name: 'すべて既読にする' }).waitFor({ state: 'detached' });
  expect(await list.textContent()).not.toContain('未読');
  await close();
});

test('a notification mail’s unsubscribe link works signed out and stops that kind of mail', async () => {
  const { asker } = await answeredQuestion();
  // The expert's answer is mailed at once by default (「すぐに」); sign-up's welcome mail came before
  // it, so this waits for the answer's own mail, which a busy job may deliver a moment later.
  const mail = await mailWithSubject(asker.email, '【障害福祉Q&Aひろば】あなたの質問に専門家が回答しました', 30_000);
  const link = /https?:\/\/\S+\/notifications\/unsubscribe\?token=[^\s>"]+/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeDefined();
  const visitor = await as();
  const url = new URL(link as string);
  await visitor.page.goto(`${url.pathname}${url.search}`);
  await takenOver(visitor.page);
  await visitor.page.getByText('お知らせメールの配信を停止します').first().waitFor();
  await visitor.page.getByRole('button', { name: '配信を停止する' }).click();
  await visitor.page.getByText('自分の質問に専門家が回答したとき').first().waitFor();
  await visitor.close();

  const settings = await as(asker);
  await settings.page.goto('/notifications/settings');
  const group = settings.page.getByRole('group', { name: '自分の質問に専門家が回答したとき' });
  expect(await group.getByRole('radio', { name: '受け取らない' }).isChecked()).toBe(true);
  await settings.close();
});
