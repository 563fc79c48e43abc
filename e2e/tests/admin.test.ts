// The admin console: sign in, publish a tag that then shows in the public footer; a member who opens the
// admin area is refused with the alert of docs/product.md#admin-access-alerts. Each test makes the admin
// or member it uses.
import type { Dialog, Page } from 'playwright-core';
import { newAddress } from '../support/api';
import { browserForFile, newPage } from '../support/browser';
import { newAccount, newMember } from '../support/people';
import { uniqueTitle } from '../support/qa';

const browser = browserForFile();

/** Accepts every dialog of the page and returns the list of their messages. */
function acceptDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (d: Dialog) => {
    messages.push(d.message());
    void d.accept();
  });
  return messages;
}

test('admin signs in, creates a published tag, and the footer shows it', async () => {
  const admin = await newAccount('admin');
  const { context, page } = await newPage(browser(), { as: admin });
  await page.goto('/admin-login');
  await page.getByLabel('メールアドレス').fill(admin.email);
  await page.getByLabel('パスワード', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');

  const title = uniqueTitle('テストタグ');
  await page.goto('/admin/tags/new');
  await page.getByRole('textbox', { name: 'タイトル' }).fill(title);
  await page.getByRole('radiogroup', { name: '状態' }).getByRole('radio', { name: '公開' }).check();
  await page.getByRole('button', { name: 'タグを作成する' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/tags');
  await page.getByRole('cell', { name: title }).waitFor();
  await context.close();

  const visitor = await newPage(browser());
  await visitor.page.goto('/');
  await visitor.page.getByRole('contentinfo').getByRole('link', { name: title }).waitFor();
  await visitor.context.close();
});

test('admin logout asks ログアウトしますか？ and lands on /admin-login', async () => {
  const { context, page } = await newPage(browser(), { as: await newMember('admin') });
  await page.goto('/admin');
  const logout = page.getByRole('banner').getByRole('button', { name: 'ログアウト' });
  await logout.waitFor();
  const dialogs = acceptDialogs(page);
  await logout.click();
  await page.waitForURL((url) => url.pathname === '/admin-login');
  expect(dialogs).toEqual(['ログアウトしますか？']);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await context.close();
});

test.each([
  ['a member', 'アクセス権限がありません。'],
  ['a visitor with a broken stored admin session', 'アクセス権限がありません。ログインしてください。'],
])('%s opening /admin gets the alert and lands on /admin-login', async (who, alert) => {
  const actor =
    who === 'a member'
      ? await newMember('free_member')
      : { address: newAddress(), session: { token: 'not-a-valid-token', user: { id: 1, role: 'admin' } } };
  const { context, page } = await newPage(browser(), { as: actor });
  const dialogs = acceptDialogs(page);
  await page.goto('/admin');
  await page.waitForURL((url) => url.pathname === '/admin-login');
  expect(dialogs).toEqual([alert]);
  await context.close();
});
