// Account settings end to end (docs/product.md#account-settings): a changed password signs out every
// other browser while this one stays signed in; a new e-mail address is confirmed with the code from
// the mail; the consent is asked before a member's first question and comment
// (docs/product.md#consent-before-the-first-post); the data download; and axe finds nothing on the
// pages in those states. Each test makes its own member.
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { callApi } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { browserForFile, newPage } from '../support/browser';
import { latestMailTo } from '../support/mail';
import { apiSignIn, newMember, type Member } from '../support/people';
import { DEMO_CATEGORY, postQuestion, uniqueTitle } from '../support/qa';

const browser = browserForFile();

/** The API's answer to signing in: true when these credentials work. */
async function signsIn(member: Member, email: string, password: string): Promise<boolean> {
  try {
    await apiSignIn(email, password, member.address);
    return true;
  } catch {
    return false;
  }
}

test('changing the password signs out another browser; this one stays signed in', async () => {
  const member = await newMember('free_member');
  const here = await newPage(browser(), { as: member });
  // The same person signed in elsewhere, with a session of its own.
  const elsewhere = await newPage(browser(), { as: { address: member.address, session: await apiSignIn(member.email, member.password, member.address) } });
  await elsewhere.page.goto('/my-page');
  await elsewhere.page.getByRole('heading', { level: 1, name: 'マイページ' }).waitFor();

  const { page } = here;
  await page.goto('/my-page/edit-info');
  const form = page.getByRole('form', { name: 'パスワードの変更' });
  await form.getByLabel('現在のパスワード', { exact: true }).fill(member.password);
  await form.getByLabel('新しいパスワード', { exact: true }).fill('changed-pass-2026');
  await form.getByLabel('新しいパスワード（確認）', { exact: true }).fill('changed-pass-2026');
  await form.getByRole('button', { name: 'パスワードを変更する' }).click();
  await page.getByText('パスワードを変更しました。ほかの端末やブラウザでは、ログアウトしました。').waitFor();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  expect(token).not.toBe(member.session.token);

  // This browser goes on: a fresh load passes the login check with the fresh token.
  await page.goto('/my-page');
  await page.getByRole('heading', { level: 1, name: 'マイページ' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/my-page');

  // The other one is signed out at its next load.
  await elsewhere.page.reload();
  await elsewhere.page.waitForURL((url) => url.pathname === '/login');
  expect(await elsewhere.page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  expect(await signsIn(member, member.email, 'changed-pass-2026')).toBe(true);
  expect(await signsIn(member, member.email, member.password)).toBe(false);
  const notice = await latestMailTo(member.email);
  expect(notice?.subject).toBe('【障害福祉Q&Aひろば】パスワードが変更されました');
  await Promise.all([here.context.close(), elsewhere.context.close()]);
});

test('changing the e-mail address with the code from the mail', async () => {
  const member = await newMember('free_member');
  const newEmail = `moved-${randomBytes(4).toString('hex')}@example.jp`;
  const { context, page } = await newPage(browser(), { as: member });
  await page.goto('/my-page/edit-info');
  const form = page.getByRole('form', { name: 'メールアドレスの変更' });
  await form.getByLabel('新しいメールアドレス').fill(newEmail);
  await form.getByLabel('現在のパスワード', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: '確認コードを送る' }).click();

  const codeForm = page.getByRole('form', { name: '確認コードの入力' });
  const codeField = codeForm.getByRole('textbox', { name: '確認コード（6けたの数字）' });
  await codeField.waitFor();
  await expectAxeClean(page);
  // Until the code is typed, the old address is the account's.
  expect(await signsIn(member, member.email, member.password)).toBe(true);

  const mail = await latestMailTo(newEmail);
  expect(mail?.subject).toBe('【障害福祉Q&Aひろば】メールアドレス変更の確認コード');
  const code = mail?.text.match(/確認コード: (\d{6})/)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await codeField.fill(code as string);
  await codeForm.getByRole('button', { name: 'メールアドレスを変更する' }).click();
  await page.getByText('メールアドレスを変更しました。ほかの端末やブラウザでは、ログアウトしました。').waitFor();

  await page.goto('/my-page');
  await page.getByText(`メールアドレス：${newEmail}`).waitFor();
  expect(await signsIn(member, newEmail, member.password)).toBe(true);
  expect(await signsIn(member, member.email, member.password)).toBe(false);
  expect((await latestMailTo(member.email))?.subject).toBe('【障害福祉Q&Aひろば】メールアドレスが変更されました');
  await context.close();
});

test('the consent is asked before the first question; then the question is posted and /my-page shows the date', async () => {
  const member = await newMember('paid_member', { consented: false });
  const { context, page } = await newPage(browser(), { as: member });
  await page.goto('/my-page/post-question');
  const main = page.locator('main');
  const panel = main.getByRole('region', { name: '質問を書く前に、お読みください' });
  await panel.waitFor();
  expect(await panel.innerText()).toContain('要配慮個人情報');
  expect(await main.getByRole('textbox', { name: 'タイトル', exact: true }).count()).toBe(0);
  await expectAxeClean(page);

  // The server refuses a question before the agreement, whatever the page shows.
  await expect(postQuestion(member, uniqueTitle('同意の前の質問'), '本文です。')).rejects.toThrow(/422/);

  await panel.getByRole('checkbox', { name: /公開されることに同意します/ }).check();
  await panel.getByRole('button', { name: '同意して投稿に進む' }).click();
  const title = uniqueTitle('グループホームの見学で確かめること');
  await main.getByRole('textbox', { name: 'タイトル', exact: true }).fill(title);
  await main.getByRole('textbox', { name: '質問の内容', exact: true }).fill('見学のときに確かめたほうがよいことを教えてください。');
  await main.getByRole('combobox', { name: 'カテゴリー', exact: true }).selectOption({ label: DEMO_CATEGORY });
  await main.getByRole('button', { name: '質問を投稿する' }).click();
  await page.waitForURL('**/my-page/post-question/question-complete**');

  await page.goto('/my-page');
  await page.getByText(/^投稿についての同意：\d{4}年\d{1,2}月\d{1,2}日$/).waitFor();
  await context.close();
});

test('the consent is asked before the first comment, in place of the comment form', async () => {
  const question = await postQuestion(await newMember('paid_member'), uniqueTitle('就労継続支援B型の工賃'), '工賃はどのように決まりますか。');
  const member = await newMember('free_member', { consented: false });
  const { context, page } = await newPage(browser(), { as: member });
  await page.goto(encodeURI(question.path));
  const panel = page.getByRole('region', { name: 'コメントを書く前に、お読みください' });
  await panel.waitFor();
  await expectAxeClean(page);
  await panel.getByRole('checkbox', { name: /公開されることに同意します/ }).check();
  await panel.getByRole('button', { name: '同意して投稿に進む' }).click();
  await page.getByRole('textbox', { name: 'コメントを書く' }).fill('私の事業所では、作業の内容で決まります。');
  await page.getByRole('button', { name: 'コメントを送る' }).click();
  await page.locator('main').getByRole('article', { name: `${member.nickname}さんのコメント` }).waitFor();
  await context.close();
});

test('the member downloads everything the site holds about them as a JSON file', async () => {
  const member = await newMember('free_member');
  const { context, page } = await newPage(browser(), { as: member });
  await page.goto('/my-page');
  const button = page.getByRole('button', { name: '登録情報をダウンロード' });
  await button.waitFor();
  await expectAxeClean(page);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^hiroba-data-${member.session.user.id}-\\d{8}\\.json$`));
  const file = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
  expect(file.account).toMatchObject({ id: member.session.user.id, email: member.email, role: 'free_member' });
  expect(file.profile).toMatchObject({ nickname: member.nickname });
  expect(file.consents.posting_at).toMatch(/^\d{4}-/);
  await page.getByText('登録情報のファイルをダウンロードしました。').waitFor();
  // The API gives the same file to the person only.
  const other = await newMember('free_member');
  await expect(callApi('GET', `/users/${member.session.user.id}/export`, { address: other.address, token: other.session.token })).rejects.toThrow(/403/);
  await context.close();
});

test('axe finds no violations on the account settings with the server’s error beside a field', async () => {
  const member = await newMember('paid_member');
  const { context, page } = await newPage(browser(), { as: member });
  await page.goto('/my-page/edit-info');
  const form = page.getByRole('form', { name: 'パスワードの変更' });
  await form.getByLabel('現在のパスワード', { exact: true }).fill('not-the-password-1');
  await form.getByLabel('新しいパスワード', { exact: true }).fill('changed-pass-2026');
  await form.getByLabel('新しいパスワード（確認）', { exact: true }).fill('changed-pass-2026');
  await form.getByRole('button', { name: 'パスワードを変更する' }).click();
  await form.getByText('現在のパスワードが正しくありません。').waitFor();
  await expectAxeClean(page);
  await context.close();
});
