// Paid membership end to end in real Chromium with the local test provider (the embedded default):
// the final confirmation and agreement, the provider's own checkout page with test cards, the
// return confirmed by the server, the profile step and 質問する; a declined card; 解約 → /unsubscribed,
// still paid until the period ends, then free once the provider's clock passes it; the admin makes a
// paid member permanent. axe finds nothing on any page of the flow.
import type { Page } from 'playwright-core';
import { baseUrl, callApi, newAddress } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { browserForFile, newPage } from '../support/browser';
import { newMember, type Member } from '../support/people';

const browser = browserForFile();
let admin: Member;
beforeAll(async () => {
  admin = await newMember('admin');
});

const roleOf = async (member: Member) =>
  (await callApi<{ user: { role: string; is_permanent_paid_member: boolean } }>('GET', '/users/is_login', { address: member.address, token: member.session.token })).user;

/** Waits until the server says the member has this role (the provider's events arrive through a job). */
async function roleBecomes(member: Member, role: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await roleOf(member)).role !== role) {
    if (Date.now() > deadline) throw new Error(`role did not become ${role}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Pays with the test card on the local page from Node, as the browser's form would. */
async function payFromNode(member: Member): Promise<void> {
  const session = await callApi<{ session_id: string; url: string }>('POST', '/users/create_session', { address: member.address, token: member.session.token, body: { agree: true } });
  const form = new URLSearchParams({ number: '4242424242424242', expiry: '12/40', cvc: '123', name: 'HIROBA TARO' });
  const res = await fetch(`${baseUrl()}${session.url}`, { method: 'POST', body: form, redirect: 'manual', headers: { 'x-forwarded-for': member.address } });
  expect(res.status).toBe(303);
  await callApi('POST', '/users/register_paid_member', { address: member.address, token: member.session.token, body: { session_id: session.session_id } });
}

/** Fills the local provider's card form. */
async function payOnLocalPage(page: Page, card: string): Promise<void> {
  await page.getByText('テストモード：本物のカードは使えません。料金はかかりません。').waitFor();
  await page.getByRole('textbox', { name: /カード番号/ }).fill(card);
  await page.getByRole('textbox', { name: /有効期限/ }).fill('12/40');
  await page.getByRole('textbox', { name: /セキュリティコード/ }).fill('123');
  await page.getByRole('textbox', { name: /カードの名義/ }).fill('HIROBA TARO');
  await page.getByRole('button', { name: '550円を支払って申し込む' }).click();
}

test('a free member reads the confirmation, agrees, pays with a test card, registers the profile and may ask', async () => {
  const member = await newMember('free_member');
  const { context, page } = await newPage(browser(), { as: member });
  await page.goto('/paid-member-register');
  const main = page.getByRole('main');
  await main.getByRole('rowheader', { name: '料金' }).waitFor();
  await main.getByRole('link', { name: '特定商取引法に基づく表記' }).waitFor();
  await expectAxeClean(page);

  // Without the agreement the server says why, beside the checkbox.
  await main.getByRole('button', { name: 'カード情報の入力へ進む' }).click();
  await main.getByText('お申し込み内容を確認し、同意のチェックを入れてください。').waitFor();
  await main.getByRole('checkbox', { name: '上の「お申し込み内容の確認」を読み、内容に同意します' }).check();
  await main.getByRole('button', { name: 'カード情報の入力へ進む' }).click();

  await page.waitForURL(/\/local-checkout\/cs_local_/);
  const sessionId = page.url().split('/').pop();
  expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toBe(sessionId);
  await expectAxeClean(page);
  await payOnLocalPage(page, '4242 4242 4242 4242');

  await page.waitForURL(/\/paid-member-register\/complete/);
  await page.getByText('有料会員の登録が完了しました。ありがとうございます。今日から質問を投稿できます。').waitFor();
  await expectAxeClean(page);
  await page.getByRole('link', { name: 'プロフィールを登録する' }).click();
  await page.waitForURL(/\/paid-member-register\/full-register/);
  await page.getByRole('textbox', { name: /ニックネーム/ }).fill('はれ');
  await page.getByRole('button', { name: '登録してマイページへ' }).click();
  await page.waitForURL(/\/my-page$/);
  await page.getByRole('banner').getByRole('link', { name: '質問する' }).waitFor();
  expect((await roleOf(member)).role).toBe('paid_member');

  await page.goto('/my-page/payment-info');
  await page.getByRole('rowheader', { name: '次回のお支払い' }).waitFor();
  await page.getByText('Visa 下4桁 4242').waitFor();
  await page.getByRole('link', { name: /^領収書（R-\d{6}）$/ }).click();
  await page.waitForURL(/\/my-page\/payment-info\/receipts\/\d+/);
  await page.getByRole('rowheader', { name: 'うち消費税（10%）' }).waitFor();
  await page.getByRole('cell', { name: '50円', exact: true }).waitFor();
  await expectAxeClean(page);
  await context.close();
});

test('a declined card shows a Japanese message on the checkout page and nothing changes', async () => {
  const member = await newMember('free_member');
  const { context, page } = await newPage(browser(), { as: member });
  await page.goto('/paid-member-register');
  const main = page.getByRole('main');
  await main.getByRole('checkbox', { name: '上の「お申し込み内容の確認」を読み、内容に同意します' }).check();
  await main.getByRole('button', { name: 'カード情報の入力へ進む' }).click();
  await page.waitForURL(/\/local-checkout\//);
  await payOnLocalPage(page, '4000 0000 0000 0002');
  await page.getByRole('alert').filter({ hasText: 'カードが承認されませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。' }).waitFor();
  await expectAxeClean(page);
  await page.getByRole('link', { name: 'お申し込みをやめて戻る' }).click();
  await page.waitForURL(/\/paid-member-register$/);
  expect((await roleOf(member)).role).toBe('free_member');
  await context.close();
});

test('解約 lands on /unsubscribed, keeps paid status until the period ends, then the member is free', async () => {
  const member = await newMember('free_member');
  await payFromNode(member);
  const { context, page } = await newPage(browser(), { as: member });
  await page.goto('/my-page/payment-info');
  await expectAxeClean(page);
  await page.getByRole('button', { name: '解約する' }).click();
  const dialog = page.getByRole('dialog', { name: '有料会員を解約しますか？' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: '解約を確定する' }).click();
  await page.waitForURL(/\/unsubscribed$/);
  await page.getByRole('heading', { level: 1, name: '有料会員の解約が完了しました' }).waitFor();
  await page.getByText(/\d{4}年\d{1,2}月\d{1,2}日まで/).first().waitFor();
  await expectAxeClean(page);
  expect((await roleOf(member)).role).toBe('paid_member');

  // The member changes their mind and back again: the cancellation can be taken back until then.
  await page.goto('/my-page/payment-info');
  await page.getByRole('button', { name: '解約を取り消す' }).click();
  await page.getByRole('button', { name: '解約する' }).waitFor();
  await callApi('POST', '/users/cancel_subscription', { address: member.address, token: member.session.token, body: { action: 'cancel' } });

  // Test mode: the provider's clock passes the end of the paid period.
  await callApi('POST', '/local_payments/advance_clock', { address: newAddress(), token: admin.session.token, body: { days: 40 } });
  await roleBecomes(member, 'free_member');
  await page.goto('/my-page/payment-info');
  await page.getByRole('link', { name: '有料会員の申し込みへ進む' }).waitFor();
  // The layout's login check brings the server's word: 質問する goes.
  await page.getByRole('banner').getByRole('link', { name: '質問する' }).waitFor({ state: 'detached' });
  await context.close();
});

test('an admin makes a paid member permanent; payment-info then shows nothing to renew or cancel', async () => {
  const member = await newMember('free_member');
  await payFromNode(member);
  const { context, page } = await newPage(browser(), { as: admin });
  await page.goto(`/admin/users/paid_member/${member.session.user.id}`);
  await page.getByRole('heading', { name: '有料会員の状況' }).waitFor();
  await expectAxeClean(page);
  await page.getByRole('button', { name: '永久有料会員にする', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '永久有料会員にすることを確定する' }).click();
  await page.getByRole('heading', { name: '会員種別の変更履歴' }).waitFor();
  await page.getByRole('button', { name: '永久有料会員にする', exact: true }).waitFor({ state: 'detached' });
  expect(await roleOf(member)).toMatchObject({ role: 'paid_member', is_permanent_paid_member: true });

  const mine = await newPage(browser(), { as: member });
  await mine.page.goto('/my-page/payment-info');
  await mine.page.getByText('永久有料会員のため、毎月のお支払いも更新もありません。解約の手続きも必要ありません。').waitFor();
  expect(await mine.page.getByRole('button', { name: '解約する' }).count()).toBe(0);
  await expectAxeClean(mine.page);
  await mine.context.close();
  await context.close();
});

test('a visitor who starts at /paid-member-register signs up, signs in and comes back to the confirmation', async () => {
  const { context, page } = await newPage(browser());
  await page.goto('/paid-member-register');
  await page.waitForURL(/\/login\?redirect=/);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: '会員登録のご案内' }).click();
  await main.getByRole('link', { name: '無料会員に登録する' }).click();
  await page.waitForURL(/\/free-member-register\?redirect=/);
  const email = `visitor-${Date.now()}@example.jp`;
  await main.getByLabel('ニックネーム').fill('これから');
  await main.getByLabel('メールアドレス').fill(email);
  await main.getByLabel('パスワード', { exact: true }).fill('safe-pass-2026');
  await main.getByRole('checkbox', { name: '利用規約とプライバシーポリシーに同意する' }).check();
  await main.getByRole('button', { name: '無料会員に登録する' }).click();
  await page.waitForURL(/\/free-member-register\/complete\?redirect=/);
  await main.getByRole('link', { name: 'ログイン' }).click();
  await page.waitForURL(/\/login\?redirect=/);
  await main.getByLabel('メールアドレス').fill(email);
  await main.getByLabel('パスワード', { exact: true }).fill('safe-pass-2026');
  await main.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL(/\/paid-member-register$/);
  await main.getByRole('heading', { level: 2, name: 'お申し込み内容の確認' }).waitFor();
  await context.close();
});
