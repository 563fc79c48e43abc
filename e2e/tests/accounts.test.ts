// A new person registers, signs in, sees the account button of their role, and signs out; a person who
// forgot their password recovers it with the code from the mail.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO, latestMailTo } from '../support/session';
import { ADMIN, DEMO_PASSWORD } from '../support/site-server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const main = page.locator('main');
  await main.getByLabel('メールアドレス').fill(email);
  await main.getByLabel('パスワード', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

test('register, complete, sign in, sign out clears local storage', async () => {
  const { context, page } = await newPage(browser);
  const email = `new-${Date.now()}@example.jp`;
  await page.goto('/free-member-register');
  const main = page.locator('main');
  await main.getByLabel('ニックネーム').fill('はじめての利用者');
  await main.getByLabel('メールアドレス').fill(email);
  await main.getByLabel('パスワード', { exact: true }).fill('safe-pass-2026');
  await main.getByRole('checkbox').check();
  await main.getByRole('button', { name: /登録/ }).click();
  await page.waitForURL('**/free-member-register/complete');
  await expect(page.locator('h1').textContent()).resolves.toBeTruthy();

  await signInThroughForm(page, email, 'safe-pass-2026');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: '有料会員登録' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}').role).toBe('free_member');

  await header.getByRole('button', { name: 'ログアウト' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await header.getByRole('button', { name: 'ログイン' }).or(header.getByRole('link', { name: 'ログイン' })).first().waitFor();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await context.close();
});

test('a sign-up with a taken e-mail shows the error beside the field', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/free-member-register');
  const main = page.locator('main');
  await main.getByLabel('ニックネーム').fill('重複さん');
  await main.getByLabel('メールアドレス').fill(DEMO.free);
  await main.getByLabel('パスワード', { exact: true }).fill('safe-pass-2026');
  await main.getByRole('checkbox').check();
  await main.getByRole('button', { name: /登録/ }).click();
  // The server's answer puts its message beside the e-mail field.
  await main.locator('input[type="email"][aria-invalid="true"]').waitFor();
  const described = await main.getByLabel('メールアドレス').getAttribute('aria-describedby');
  expect(described).toBeTruthy();
  await expect(main.locator(`[id="${described?.split(' ').find((id) => id.includes('error')) ?? described}"]`).textContent()).resolves.toMatch(/メールアドレス/);
  expect(page.url()).toContain('/free-member-register');
  await context.close();
});

test.each([
  ['visitor', null, '新規会員登録', '/sign-up-intro'],
  ['free_member', DEMO.free, '有料会員登録', '/sign-up-intro'],
  ['paid_member', DEMO.paid, 'マイページ', '/my-page'],
  ['expert', DEMO.expert, '専門家ページ', '/my-page-expert'],
  ['admin', ADMIN.email, '管理者ページ', '/admin'],
])('the account button of a %s reads %s… and leads to its page', async (_role, email, label, target) => {
  const { context, page } = await newPage(browser);
  if (email) await signInThroughForm(page, email, email === ADMIN.email ? ADMIN.password : DEMO_PASSWORD);
  await page.goto('/');
  const header = page.getByRole('banner');
  const button = header.getByRole('link', { name: label, exact: true });
  await button.waitFor();
  expect(new URL((await button.getAttribute('href')) ?? '', page.url()).pathname).toBe(target);
  // 質問する is for paid members only (spec section 6).
  expect(await header.getByRole('link', { name: '質問する' }).count()).toBe(email === DEMO.paid ? 1 : 0);
  await context.close();
});

test('password recovery with the code from the mail', async () => {
  const { context, page } = await newPage(browser);
  const email = `forgot-${Date.now()}@example.jp`;
  const signUp = await fetch(`${process.env.E2E_BASE_URL}/api/v1/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'old-pass-2026', nickname: '忘れた人', agree_terms: true }),
  });
  expect(signUp.status).toBe(201);

  await page.goto('/forgot-password');
  const main = page.locator('main');
  await main.getByLabel('メールアドレス').fill(email);
  await main.getByRole('button', { name: /送/ }).click();
  await main.getByLabel(/確認コード/).waitFor();
  const mail = await latestMailTo(email);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await main.getByLabel(/確認コード/).fill(code as string);
  await main.getByLabel('新しいパスワード', { exact: true }).fill('new-pass-2026');
  await main.getByLabel(/新しいパスワード（確認）|確認用/).fill('new-pass-2026');
  await main.getByRole('button', { name: /変更|再設定/ }).click();
  await main.getByRole('link', { name: /ログイン/ }).first().waitFor();

  await signInThroughForm(page, email, 'new-pass-2026');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await context.close();
});
