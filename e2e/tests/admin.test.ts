// The admin console: sign in, publish a tag that then shows in the public footer; a member who
// opens the admin area is refused with the spec's alert.
import type { Browser, Dialog } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { signInAs, storeSession } from '../support/session';
import { ADMIN } from '../support/site-server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('admin signs in, creates a published tag, and the footer shows it', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/admin-login');
  await page.getByLabel('メールアドレス').fill(ADMIN.email);
  await page.getByLabel('パスワード', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');

  const title = `テストタグ${Date.now() % 100000}`;
  await page.goto('/admin/tags/new');
  await page.getByLabel(/タイトル/).fill(title);
  await page.getByRole('radio', { name: '公開' }).or(page.getByRole('option', { name: '公開' })).first().check().catch(async () => {
    await page.getByLabel(/状態/).selectOption?.({ label: '公開' });
  });
  await page.getByRole('button', { name: /保存|作成|登録/ }).click();
  await page.waitForURL((url) => url.pathname === '/admin/tags');
  await page.getByRole('cell', { name: title }).waitFor();

  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: title }).waitFor();
  await context.close();
});

test('admin logout asks ログアウトしますか？ and lands on /admin-login', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/admin-login');
  await storeSession(page, await signInAs('admin'));
  await page.goto('/admin');
  await page.getByRole('banner').getByRole('button', { name: 'ログアウト' }).waitFor();
  const dialogs: string[] = [];
  page.on('dialog', (d: Dialog) => {
    dialogs.push(d.message());
    void d.accept();
  });
  await page.getByRole('banner').getByRole('button', { name: 'ログアウト' }).click();
  await page.waitForURL((url) => url.pathname === '/admin-login');
  expect(dialogs).toEqual(['ログアウトしますか？']);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await context.close();
});

test.each([
  ['a member', 'free' as const, 'アクセス権限がありません。'],
  ['a visitor with a broken stored admin session', null, 'アクセス権限がありません。ログインしてください。'],
])('%s opening /admin gets the alert and lands on /admin-login', async (_who, who, alert) => {
  const { context, page } = await newPage(browser);
  await page.goto('/');
  if (who) await storeSession(page, await signInAs(who));
  else await storeSession(page, { token: 'not-a-valid-token', user: { id: 1, role: 'admin' } });
  const dialogs: string[] = [];
  page.on('dialog', (d: Dialog) => {
    dialogs.push(d.message());
    void d.accept();
  });
  await page.goto('/admin');
  await page.waitForURL((url) => url.pathname === '/admin-login');
  expect(dialogs).toEqual([alert]);
  await context.close();
});
