// The admin's user console (docs/product.md#account-suspension): an admin finds a member by e-mail on
// /admin/users, opens their page and suspends them; the member can no longer sign in (the message
// shows on /login) and the session they had ends. The list and each kind of detail page pass axe
// in the dark admin frame. Each test makes the people it uses.
import { callApi } from '../support/api';
import { axeViolations, describeViolations, pagesWithViolations } from '../support/axe';
import { browserForFile, newPage } from '../support/browser';
import { newMember, seededExpert } from '../support/people';
import { favorite, postComment, postQuestion, uniqueTitle } from '../support/qa';

// api-server/src/users/suspension-service.ts SUSPENDED_SIGN_IN_MESSAGE
const SUSPENDED = 'このアカウントは利用を停止しています。ご不明な点は、お問い合わせページから運営事務局にお問い合わせください。';

const browser = browserForFile();

test('an admin finds a member by e-mail, suspends them, and the member can no longer sign in', async () => {
  const admin = await newMember('admin');
  const member = await newMember('free_member');
  const { context, page } = await newPage(browser(), { as: admin });

  await page.goto('/admin/users');
  const search = page.getByRole('search', { name: 'ユーザーを探す' });
  await search.getByLabel('キーワード').fill(member.email);
  await search.getByRole('button', { name: '検索' }).click();
  await page.waitForURL((url) => url.searchParams.get('keyword') === member.email);
  // The searched list: the member alone.
  await page.getByText('全1件（1 / 1ページ）').waitFor();
  const row = page.getByRole('row').filter({ hasText: member.email });
  expect(await page.getByRole('table').getByRole('row').count()).toBe(2);
  await row.getByRole('link', { name: /詳細/ }).click();
  await page.waitForURL((url) => url.pathname === `/admin/users/free_member/${member.session.user.id}`);
  await page.getByRole('heading', { level: 1, name: '無料会員の詳細' }).waitFor();

  await page.getByRole('button', { name: 'アカウントを停止する' }).click();
  const dialog = page.getByRole('dialog', { name: 'アカウントを停止しますか？' });
  await dialog.getByRole('textbox', { name: /停止の理由/ }).fill('利用規約に反する投稿が続いたため');
  await dialog.getByRole('button', { name: '停止する', exact: true }).click();
  await page.getByText('このアカウントは停止中です').waitFor();
  await page.getByText('停止の理由: 利用規約に反する投稿が続いたため').waitFor();
  // The admin actions about the person now hold the suspension, and 停止を解除する is offered.
  await page.getByRole('list', { name: '管理者の操作の記録' }).getByText('アカウントを停止しました').waitFor();
  await page.getByRole('button', { name: '停止を解除する' }).waitFor();

  // Back on the list (the back button keeps the search), the member shows as 停止中.
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/admin/users' && url.searchParams.get('keyword') === member.email);
  await page.getByRole('row').filter({ hasText: member.email }).getByText('停止中').waitFor();
  expect(await page.getByRole('search').getByLabel('キーワード').inputValue()).toBe(member.email);
  await context.close();

  // The session the member had ends at once.
  await expect(callApi('GET', '/users/is_login', { address: member.address, token: member.session.token })).rejects.toThrow(/answered 401/);

  const visitor = await newPage(browser(), { as: { address: member.address } });
  await visitor.page.goto('/login');
  const main = visitor.page.locator('main');
  await main.getByLabel('メールアドレス').fill(member.email);
  await main.getByLabel('パスワード', { exact: true }).fill(member.password);
  await main.getByRole('button', { name: 'ログイン' }).click();
  await main.getByText(SUSPENDED).waitFor();
  expect(new URL(visitor.page.url()).pathname).toBe('/login');
  expect(await visitor.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await visitor.context.close();
});

test('the list and every kind of user page pass axe in the dark admin frame', async () => {
  const admin = await newMember('admin');
  const paid = await newMember('paid_member');
  const free = await newMember('free_member');
  // Something on each list of the free member's page: a question (by the paid member) they comment on and favorite.
  const question = await postQuestion(paid, uniqueTitle('作業所の工賃について'), '作業所の工賃は、どのように決まるのでしょうか。');
  await postComment(free, question.id, '私の通う作業所では、売上から決まると聞きました。');
  await favorite(free, question.id);
  await callApi('POST', `/users/${free.session.user.id}/suspend`, { address: admin.address, token: admin.session.token, body: { reason: '確かめのため' } });
  const expert = seededExpert('expert');

  const pages = [
    '/admin/users',
    `/admin/users?keyword=${encodeURIComponent(free.email)}&state=suspended&sort=nickname`,
    `/admin/users/free_member/${free.session.user.id}`,
    `/admin/users/paid_member/${paid.session.user.id}`,
    `/admin/users/expert/${expert.session.user.id}`,
    `/admin/users/admin/${admin.session.user.id}`,
  ];
  expect(await pagesWithViolations(browser(), pages, { as: admin })).toEqual([]);
  expect(await pagesWithViolations(browser(), [`/admin/users/free_member/${free.session.user.id}`], { as: admin, width: 390 })).toEqual([]);

  // The suspension dialog too, open.
  const { context, page } = await newPage(browser(), { as: admin });
  await page.goto(`/admin/users/paid_member/${paid.session.user.id}`);
  await page.getByRole('button', { name: 'アカウントを停止する' }).click();
  await page.getByRole('dialog', { name: 'アカウントを停止しますか？' }).getByRole('textbox', { name: /停止の理由/ }).waitFor();
  const violations = await axeViolations(page);
  expect(describeViolations(violations)).toBe('');
  await context.close();
});
