// A new person registers, signs in, sees the account button of their role (the header's labels whole
// on a tablet), and signs out; a person who forgot their password recovers it with the code from the
// mail. Each test makes its own accounts.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { browserForFile, newPage } from '../support/browser';
import { latestMailTo } from '../support/mail';
import { newAccount, seededExpert, type Account, type MadeRole } from '../support/people';

// api-server/src/users/user-repository.ts EMAIL_TAKEN_MESSAGE
const EMAIL_TAKEN = 'このメールアドレスは使用できません。別のメールアドレスを入力するか、ログインしてください。';

const browser = browserForFile();

async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const main = page.locator('main');
  await main.getByLabel('メールアドレス').fill(email);
  await main.getByLabel('パスワード', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

async function fillSignUpForm(page: Page, nickname: string, email: string): Promise<void> {
  await page.goto('/free-member-register');
  const main = page.locator('main');
  await main.getByLabel('ニックネーム').fill(nickname);
  await main.getByLabel('メールアドレス').fill(email);
  await main.getByLabel('パスワード', { exact: true }).fill('safe-pass-2026');
  await main.getByRole('checkbox', { name: '利用規約とプライバシーポリシーに同意する' }).check();
  await main.getByRole('button', { name: '無料会員に登録する' }).click();
}

test('register, complete, sign in, sign out clears local storage', async () => {
  const { context, page } = await newPage(browser());
  const email = `new-${randomBytes(4).toString('hex')}@example.jp`;
  await fillSignUpForm(page, 'はじめての利用者', email);
  await page.waitForURL('**/free-member-register/complete');
  await page.getByRole('heading', { level: 1, name: '無料会員登録が完了しました' }).waitFor();

  await signInThroughForm(page, email, 'safe-pass-2026');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: '有料会員登録' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}').role).toBe('free_member');

  await header.getByRole('button', { name: 'ログアウト' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await header.getByRole('link', { name: 'ログイン' }).waitFor();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await context.close();
});

test('a sign-up with a taken e-mail shows the error beside the field', async () => {
  const taken = await newAccount('free_member');
  const { context, page } = await newPage(browser());
  await fillSignUpForm(page, '重複さん', taken.email);
  // The server's answer puts its message beside the e-mail field.
  const field = page.locator('main').getByRole('textbox', { name: 'メールアドレス' });
  await field.and(page.locator('[aria-invalid="true"]')).waitFor();
  const describedBy = await field.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  const descriptions = await Promise.all((describedBy ?? '').split(/\s+/).filter(Boolean).map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(descriptions).toContain(EMAIL_TAKEN);
  expect(page.url()).toContain('/free-member-register');
  await context.close();
});

const ROLES: Array<[role: string, label: string, who: MadeRole | 'expert' | null, target: string]> = [
  ['visitor', '新規会員登録', null, '/sign-up-intro'],
  ['free_member', '有料会員登録', 'free_member', '/sign-up-intro'],
  ['paid_member', 'マイページ', 'paid_member', '/my-page'],
  ['expert', '専門家ページ', 'expert', '/my-page-expert'],
  ['admin', '管理者ページ', 'admin', '/admin'],
];

test.each(ROLES)('the account button of a %s reads %s and leads to its page', async (_role, label, who, target) => {
  // The seeded expert signs in through the form too: no API can make an approved expert yet.
  const account: Account | null = who === null ? null : who === 'expert' ? seededExpert('expert') : await newAccount(who);
  const { context, page } = await newPage(browser(), account ? { as: { address: account.address } } : {});
  if (account) await signInThroughForm(page, account.email, account.password);
  await page.goto('/');
  const header = page.getByRole('banner');
  const button = header.getByRole('link', { name: label, exact: true });
  await button.waitFor();
  expect(new URL((await button.getAttribute('href')) ?? '', page.url()).pathname).toBe(target);
  // 質問する is for paid members only (docs/product.md#ask-a-question-button).
  expect(await header.getByRole('link', { name: '質問する' }).count()).toBe(who === 'paid_member' ? 1 : 0);
  await context.close();
});

test('password recovery with the code from the mail', async () => {
  const account = await newAccount('free_member');
  const { context, page } = await newPage(browser(), { as: { address: account.address } });
  await page.goto('/forgot-password');
  const main = page.locator('main');
  await main.getByLabel('メールアドレス').fill(account.email);
  await main.getByRole('button', { name: '確認コードを送る' }).click();
  const codeField = main.getByRole('textbox', { name: '確認コード（6けたの数字）' });
  await codeField.waitFor();
  const mail = await latestMailTo(account.email);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await codeField.fill(code as string);
  await main.getByLabel('新しいパスワード', { exact: true }).fill('new-pass-2026');
  await main.getByLabel('新しいパスワード（確認）', { exact: true }).fill('new-pass-2026');
  await main.getByRole('button', { name: 'パスワードを再設定する' }).click();
  await main.getByRole('link', { name: 'ログイン画面へ進む' }).waitFor();

  await signInThroughForm(page, account.email, 'new-pass-2026');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await context.close();
});

test("a paid member's header keeps every label whole on a tablet and at 200% zoom on a laptop", async () => {
  const member = await newAccount('paid_member');
  const { context, page } = await newPage(browser(), { as: { address: member.address } });
  await signInThroughForm(page, member.email, member.password);
  const header = page.getByRole('banner');
  // 768: a tablet held upright, or a 1536px-wide laptop screen at 200% zoom; 1024: a tablet held sideways.
  for (const width of [768, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/question-and-answer');
    await header.getByRole('link', { name: '質問する' }).waitFor();
    const cut = await header.evaluate((banner) =>
      [...banner.querySelectorAll('a, button')]
        .filter((el) => el.getBoundingClientRect().width > 0)
        // A label wider than its box is cut (the button's own label keeps to one line).
        .filter((el) => [el, ...el.querySelectorAll('*')].some((part) => part.scrollWidth > part.clientWidth + 1))
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
    // The site's name stays on one line (it was squeezed to a character a line).
    const name = header.getByRole('link', { name: '障害福祉Q&Aひろば' });
    const { height, lineHeight } = await name.evaluate((el) => ({ height: el.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(el).lineHeight) }));
    expect(height).toBeLessThan(lineHeight * 1.5);
  }
  await context.close();
});
