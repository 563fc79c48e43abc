// The safety features end to end in real Chromium (docs/moderation.md): a member reports a comment,
// the admin hides it from the review queue and its author is mailed without its text; the report
// dialog by keyboard alone; a crisis comment and a crisis search show the help lines first and the
// comment tops the queue; axe on the dialog, the crisis panel and the 削除の申し出 form. Each test
// makes its own people and posts, and closes the reviews it opened, so files run in any order.
import type { Locator, Page } from 'playwright-core';
import { expectAxeClean, pagesWithViolations } from '../support/axe';
import { browserForFile, newPage } from '../support/browser';
import { mailWithSubject } from '../support/mail';
import { newAccount, newMember, type Actor, type Member } from '../support/people';
import { DEMO_CATEGORY, postComment, postQuestion, uniqueTitle, type Question } from '../support/qa';
import { dismissReviewsOf } from '../support/safety';

const browser = browserForFile();

// The words people read (contract/src/safety-fields.ts), written out as the page shows them.
const HIDDEN_NOTICE = 'この投稿は運営により非公開になりました。';
const CRISIS_HELP_HEADING = 'ひとりで抱え込まないでください';
const CRISIS_MARK = '心配な投稿';
const REPORT_MARK = '通報';
const ABUSE = '誹謗中傷・差別';
const HIDDEN_MAIL_SUBJECT = '【障害福祉Q&Aひろば】投稿を非公開にしました';
/** よりそいホットライン, one of the help lines migration 011 ships. */
const HOTLINE = '0120-279-338';

async function as(who?: Actor): Promise<{ page: Page; close(): Promise<void> }> {
  const { context, page } = await newPage(browser(), { as: who });
  return { page, close: () => context.close() };
}

/** A question by a new paid member with a comment by a new free member; the comment's text is this test's own. */
/** 通報する of a comment: its hidden part (the comment) is a block, so the name has a space before it. */
const reportName = (nickname: string) => `通報する （${nickname}さんのコメント）`;

async function aCommentedQuestion(text: string): Promise<{ question: Question; commenter: Member; commentId: number }> {
  const question = await postQuestion(await newMember('paid_member'), uniqueTitle('就労継続支援B型の工賃について'), '工賃はどのように決まるのでしょうか。');
  const commenter = await newMember('free_member');
  const { id } = await postComment(commenter, question.id, text);
  return { question, commenter, commentId: id };
}

/** Resolves once `target` has the keyboard focus. */
async function focused(page: Page, target: Locator): Promise<void> {
  await page.waitForFunction((el) => el === document.activeElement, await target.elementHandle(), { timeout: 5_000 });
}

/** Whether `first` comes before `second` in the document. */
async function precedes(first: Locator, second: Locator): Promise<boolean> {
  const other = await second.elementHandle();
  return first.evaluate((el, then) => Boolean(then && el.compareDocumentPosition(then) & Node.DOCUMENT_POSITION_FOLLOWING), other);
}

test('a member reports a comment; the admin hides it; visitors read the notice and its author gets a mail without its text', async () => {
  const text = uniqueTitle('作業所の職員はみんな怠け者で、利用者のことを何も考えていません');
  const { question, commenter } = await aCommentedQuestion(text);
  const note = '職員の方をまとめて悪く言っています。';

  const reporter = await as(await newMember('free_member'));
  await reporter.page.goto(encodeURI(question.path));
  const comment = reporter.page.locator('main').getByRole('article', { name: `${commenter.nickname}さんのコメント` });
  const reportButton = comment.getByRole('button', { name: reportName(commenter.nickname) });
  await reportButton.click();
  const dialog = reporter.page.getByRole('dialog', { name: '投稿を通報する' });
  await dialog.getByRole('radio', { name: ABUSE }).check();
  await dialog.getByRole('textbox', { name: '補足（任意）' }).fill(note);
  await dialog.getByRole('button', { name: '通報する' }).click();
  await dialog.getByRole('status').getByText('通報を受け付けました。', { exact: false }).waitFor();
  // The button under the thanks (the dialog's ✕ is named 閉じる too).
  await dialog.getByRole('button', { name: '閉じる' }).filter({ hasText: '閉じる' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await focused(reporter.page, reportButton);
  await reporter.close();

  // The admin signs in through the form, as in admin.test.ts.
  const adminAccount = await newAccount('admin');
  const admin = await as(adminAccount);
  await admin.page.goto('/admin-login');
  await admin.page.getByLabel('メールアドレス').fill(adminAccount.email);
  await admin.page.getByLabel('パスワード', { exact: true }).fill(adminAccount.password);
  await admin.page.getByRole('button', { name: 'ログイン' }).click();
  await admin.page.waitForURL((url) => url.pathname === '/admin');
  // Other files' reviews may be open too: the count is at least this one.
  const queueLink = admin.page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: /^通報・確認（未対応[1-9]\d*件）$/ });
  await queueLink.click();
  await admin.page.waitForURL((url) => url.pathname === '/admin/reports');
  const card = admin.page.locator('main').getByRole('article').filter({ hasText: text });
  await card.getByRole('region', { name: '確認が必要な理由' }).getByText(REPORT_MARK, { exact: true }).waitFor();
  await card.getByText(`${ABUSE}（1件）`).waitFor();
  await card.getByText(note).waitFor();
  await card.getByRole('button', { name: '非公開にする' }).click();
  const confirm = admin.page.getByRole('dialog', { name: '投稿を非公開にしますか？' });
  const message = 'ほかの方をまとめて悪く言う書き方は、このサイトではお控えください。';
  await confirm.getByRole('textbox', { name: '投稿者へのメッセージ' }).fill(message);
  await confirm.getByRole('button', { name: '非公開にする' }).click();
  await confirm.waitFor({ state: 'hidden' });
  // Closed, it leaves the open queue.
  await card.waitFor({ state: 'detached' });
  await admin.close();

  const visitor = await as();
  await visitor.page.goto(encodeURI(question.path));
  const hidden = visitor.page.locator('main').getByRole('article', { name: `${commenter.nickname}さんのコメント` });
  await hidden.getByText(HIDDEN_NOTICE).waitFor();
  expect(await visitor.page.locator('main').innerText()).not.toContain(text);
  await visitor.close();

  const mail = await mailWithSubject(commenter.email, HIDDEN_MAIL_SUBJECT);
  expect(mail?.subject).toBe(HIDDEN_MAIL_SUBJECT);
  expect(mail?.text).toContain(message);
  expect(mail?.text).not.toContain(text);
});

test('keyboard alone: Enter opens the report dialog, arrows choose the reason, Tab reaches the note and buttons, Escape closes', async () => {
  const { question, commenter } = await aCommentedQuestion(uniqueTitle('グループホームの空きは役所で聞けます'));
  const { page, close } = await as(await newMember('free_member'));
  await page.goto(encodeURI(question.path));
  const reportButton = page
    .locator('main')
    .getByRole('article', { name: `${commenter.nickname}さんのコメント` })
    .getByRole('button', { name: reportName(commenter.nickname) });
  await reportButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '投稿を通報する' });
  const reasons = dialog.getByRole('radiogroup');
  // The first reason takes the focus; an arrow key moves to the next and chooses it.
  await focused(page, dialog.getByRole('radio', { name: '個人情報が書かれている' }));
  await page.keyboard.press('ArrowDown');
  const abuse = dialog.getByRole('radio', { name: ABUSE });
  await focused(page, abuse);
  expect(await abuse.isChecked()).toBe(true);
  expect(await reasons.getByRole('radio', { checked: true }).count()).toBe(1);

  await page.keyboard.press('Tab');
  await focused(page, dialog.getByRole('textbox', { name: '補足（任意）' }));
  await page.keyboard.type('言い方がきついと感じました。');
  await page.keyboard.press('Tab');
  await focused(page, dialog.getByRole('button', { name: 'キャンセル' }));
  await page.keyboard.press('Tab');
  await focused(page, dialog.getByRole('button', { name: '通報する' }));

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await focused(page, reportButton);
  await close();
});

const PHONE = '090-1234-5678';
test('a paid member posts a question with a telephone number: the warning offers 伏せ字にして投稿 and the page shows it masked', async () => {
  const { page, close } = await as(await newMember('paid_member'));
  await page.goto('/my-page/post-question');
  const main = page.locator('main');
  await main.getByRole('textbox', { name: 'タイトル', exact: true }).fill(uniqueTitle('移動支援の事業所を探しています'));
  await main.getByRole('textbox', { name: '質問の内容', exact: true }).fill(`事業所の方から、${PHONE}に折り返しお電話をいただけると助かります。`);
  await main.getByRole('combobox', { name: 'カテゴリー', exact: true }).selectOption({ label: DEMO_CATEGORY });
  await main.getByRole('button', { name: '質問を投稿する' }).click();
  const warning = page.getByRole('region', { name: '個人情報が含まれているかもしれません' });
  await warning.getByRole('button', { name: '伏せ字にして投稿' }).click();
  await page.waitForURL('**/my-page/post-question/question-complete**');
  const id = new URL(page.url()).searchParams.get('id');
  await page.goto(encodeURI(`/question-and-answer/一般/${id}`));
  // One ＊ for each character of the number.
  await main.getByText(`事業所の方から、${'＊'.repeat(PHONE.length)}に折り返しお電話をいただけると助かります。`).waitFor();
  const shown = await page.content();
  expect(shown).not.toContain(PHONE);
  expect(shown).not.toContain(PHONE.replaceAll('-', ''));
  await close();
});

test('a crisis comment shows the help lines first and is saved; the admin finds it first in the queue, marked 心配な投稿', async () => {
  const question = await postQuestion(await newMember('paid_member'), uniqueTitle('仕事が続かず悩んでいます'), '就労移行支援を使うか迷っています。');
  const text = uniqueTitle('もう何もうまくいかなくて、死にたいと思うことがあります');
  const commenter = await newMember('free_member');
  const { page, close } = await as(commenter);
  await page.goto(encodeURI(question.path));
  await page.getByRole('textbox', { name: 'コメントを書く' }).fill(text);
  const posted = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/comments' && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'コメントを送る' }).click();
  const { data: saved } = (await (await posted).json()) as { data: { id: number; crisis_help?: boolean } };
  expect(saved.crisis_help).toBe(true);

  const panel = page.getByRole('region', { name: CRISIS_HELP_HEADING });
  await focused(page, panel.getByRole('heading', { name: CRISIS_HELP_HEADING }));
  // First: before the question's own heading.
  expect(await precedes(panel, page.locator('main h1'))).toBe(true);
  const hotline = panel.getByRole('link', { name: HOTLINE, exact: false });
  expect(await hotline.getAttribute('href')).toBe(`tel:${HOTLINE.replaceAll('-', '')}`);
  const hrefs = await panel.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(1);
  expect(hrefs.every((href) => href?.startsWith('tel:'))).toBe(true);
  await expectAxeClean(page);
  await close();

  const visitor = await as();
  await visitor.page.goto(encodeURI(question.path));
  await visitor.page.locator('main').getByRole('article', { name: `${commenter.nickname}さんのコメント` }).getByText(text).waitFor();
  await visitor.close();

  const adminMember = await newMember('admin');
  const admin = await as(adminMember);
  await admin.page.goto('/admin/reports');
  const cards = admin.page.locator('main').getByRole('article');
  const card = cards.filter({ hasText: text });
  await card.getByText(CRISIS_MARK, { exact: true }).first().waitFor();
  expect(await card.getAttribute('data-crisis')).toBe('true');
  // 心配な投稿 on top: only other crisis items (older ones, another test's) may come before it.
  const flags = await cards.evaluateAll((all) => all.map((a) => a.getAttribute('data-crisis')));
  const index = (await cards.allInnerTexts()).findIndex((t) => t.includes(text));
  expect(index).toBeGreaterThanOrEqual(0);
  expect(flags.slice(0, index + 1).every((flag) => flag === 'true')).toBe(true);
  await admin.close();

  await dismissReviewsOf(adminMember, [{ kind: 'comment', id: saved.id }]);
});

test('a search for 死にたい shows the help lines above its results, and axe finds nothing there', async () => {
  const question = await postQuestion(await newMember('paid_member'), uniqueTitle('死にたいと思う日があります'), '毎日がつらく、誰に話せばよいかわかりません。');
  const { page, close } = await as();
  await page.goto(encodeURI('/search/死にたい'));
  const panel = page.getByRole('region', { name: CRISIS_HELP_HEADING });
  await panel.getByRole('link', { name: HOTLINE, exact: false }).waitFor();
  const result = page.locator('main').getByRole('link', { name: question.title });
  await result.waitFor();
  expect(await precedes(panel, result)).toBe(true);
  await close();
  expect(await pagesWithViolations(browser(), ['/search/死にたい'])).toEqual([]);
  await dismissReviewsOf(await newMember('admin'), [{ kind: 'question', id: question.id }]);
});

test('axe finds no violations with the report dialog open or on the contact form as 削除の申し出', async () => {
  const { question, commenter } = await aCommentedQuestion(uniqueTitle('相談支援専門員さんに計画を作ってもらいました'));
  const { page, close } = await as(await newMember('free_member'));
  await page.goto(encodeURI(question.path));
  await page.getByRole('button', { name: reportName(commenter.nickname) }).click();
  const dialog = page.getByRole('dialog', { name: '投稿を通報する' });
  await dialog.getByRole('radio', { name: '宣伝・スパム' }).check();
  await expectAxeClean(page);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  await page.goto('/contact');
  await page.getByRole('radio', { name: '削除の申し出' }).check();
  await page.getByRole('textbox', { name: '削除を求める投稿のURL' }).waitFor();
  await expectAxeClean(page);
  await close();
});
