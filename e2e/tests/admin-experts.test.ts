// Experts through the admin console (docs/product.md#experts): a member applies at
// /become-an-expert and an admin approves it at /admin/experts/{id}, after which the person is listed
// and answers as an expert; a rejection's reason reaches the person by mail; an expert account made at
// /admin/experts/new sets its password through the reset code and signs in. The three admin pages
// pass axe in the dark admin frame, the decision dialog included. Each test makes the people it uses.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { callApi } from '../support/api';
import { expectAxeClean, pagesWithViolations } from '../support/axe';
import { browserForFile, newPage } from '../support/browser';
import { latestMailTo } from '../support/mail';
import { newMember, type Member } from '../support/people';
import { postComment, postQuestion, uniqueTitle } from '../support/qa';

const SITE = '障害福祉Q&Aひろば';

const browser = browserForFile();

/** An application of its own: the name carries a marker so lists find exactly this test's person. */
function application() {
  return {
    name: `試験 専門家${randomBytes(3).toString('hex')}`,
    title: '精神保健福祉士',
    qualifications: '精神保健福祉士、社会福祉士',
    fields: '精神障害のある方の就労、障害年金',
    profile: '病院の相談室で10年働いています。',
    qualification_check: '登録番号 第12345号。資格証の写しをメールで送れます。',
  };
}

type Application = ReturnType<typeof application>;

/** The application through the API, with the member's own session. */
async function applyThroughApi(member: Member, body: Application): Promise<{ id: number }> {
  return callApi('POST', '/expert_infos', { address: member.address, token: member.session.token, body });
}

/** Questions and comments are public: the person agrees once before their first post. */
async function agreeToPost(member: Member): Promise<void> {
  await callApi('PUT', `/users/${member.session.user.id}/posting_consent`, { address: member.address, token: member.session.token, body: { consent: true } });
}

/** The value beside a term of a description list (the admin's facts). */
function fact(page: Page, term: string) {
  return page.locator('dl.admin-facts > div').filter({ has: page.locator('dt', { hasText: term }) }).locator('dd');
}

test('a member applies at /become-an-expert, an admin approves it, and the person is listed and answers as an expert', async () => {
  const member = await newMember('free_member');
  const body = application();
  const applicant = await newPage(browser(), { as: member });
  await applicant.page.goto('/become-an-expert');
  const form = applicant.page.getByRole('form', { name: '専門家の登録の申し込み' });
  await form.getByRole('textbox', { name: 'お名前' }).fill(body.name);
  await form.getByRole('textbox', { name: '肩書き' }).fill(body.title);
  await form.getByRole('textbox', { name: '資格', exact: true }).fill(body.qualifications);
  await form.getByRole('textbox', { name: '回答できる分野' }).fill(body.fields);
  await form.getByRole('textbox', { name: '紹介文' }).fill(body.profile);
  await form.getByRole('textbox', { name: '資格の確認方法' }).fill(body.qualification_check);
  await form.getByRole('button', { name: '申し込む' }).click();
  await applicant.page.getByText('お申し込みの状況：審査中').waitFor();
  await applicant.context.close();

  const admin = await newMember('admin');
  const { context, page } = await newPage(browser(), { as: admin });
  await page.goto('/admin/experts?status=pending');
  const row = page.getByRole('row').filter({ hasText: body.name });
  await row.getByText('審査中').waitFor();
  await row.getByRole('link', { name: '詳細' }).click();
  await page.waitForURL((url) => /^\/admin\/experts\/\d+$/.test(url.pathname));
  await page.getByRole('heading', { level: 1, name: '専門家の詳細' }).waitFor();
  expect(await fact(page, '資格の確認方法').textContent()).toBe(body.qualification_check);
  expect(await fact(page, '回答できる分野').textContent()).toBe(body.fields);
  await page.getByRole('list', { name: '状態の履歴' }).getByText('申し込み → 審査中').waitFor();

  await page.getByRole('button', { name: '承認する', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '専門家として承認しますか？' });
  await dialog.getByRole('textbox', { name: '理由' }).fill('資格証を確認しました。');
  await dialog.getByRole('button', { name: '承認を確定する' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await fact(page, '今の状態').getByText('承認済み').waitFor();
  expect(await fact(page, '判断の理由').textContent()).toBe('資格証を確認しました。');
  await page.getByRole('list', { name: '状態の履歴' }).getByText('審査中 → 承認済み').waitFor();
  // Now an expert: 停止する is what remains, and the account can be edited.
  await page.getByRole('button', { name: '停止する', exact: true }).waitFor();
  expect(await page.getByRole('button', { name: '承認する', exact: true }).count()).toBe(0);
  const emailField = page.getByRole('form', { name: '登録内容を直す' }).getByRole('textbox', { name: 'メールアドレス' });
  await emailField.waitFor();
  expect(await emailField.inputValue()).toBe(member.email);
  await expectAxeClean(page);
  await context.close();

  const mail = await latestMailTo(member.email);
  expect(mail?.subject).toBe(`【${SITE}】専門家登録の状態：承認済み`);
  expect(mail?.text).toContain('資格証を確認しました。');

  // Listed for everyone, and their comment on a question is an expert's answer.
  const visitor = await newPage(browser());
  await visitor.page.goto('/list-of-experts');
  await visitor.page.locator('main').getByRole('link', { name: body.name, exact: true }).waitFor();
  const asker = await newMember('paid_member');
  await agreeToPost(asker);
  const question = await postQuestion(asker, uniqueTitle('就労移行支援について'), '就労移行支援は、どのくらいの期間使えますか。');
  await agreeToPost(member);
  await postComment(member, question.id, '原則として2年間です。市区町村が認めると延ばせることがあります。');
  await visitor.page.goto(encodeURI(question.path));
  const answers = visitor.page.getByRole('region', { name: '専門家の回答（1件）' });
  await answers.getByRole('link', { name: `${body.name}（${body.title}）` }).waitFor();
  await visitor.context.close();
});

test('an admin rejects an application with a reason, and the mail to the person holds that reason', async () => {
  const member = await newMember('free_member');
  const body = application();
  const { id } = await applyThroughApi(member, body);

  const { context, page } = await newPage(browser(), { as: await newMember('admin') });
  await page.goto(`/admin/experts/${id}`);
  await page.getByRole('heading', { level: 1, name: '専門家の詳細' }).waitFor();
  await page.getByRole('button', { name: '非承認にする' }).click();
  const dialog = page.getByRole('dialog', { name: '申し込みを非承認にしますか？' });
  const reason = dialog.getByRole('textbox', { name: '理由' });
  // The reason is required: without it nothing is sent and the message stands beside the field.
  await dialog.getByRole('button', { name: '非承認を確定する' }).click();
  await reason.and(page.locator('[aria-invalid="true"]')).waitFor();
  await dialog.getByText('理由を入力してください。').waitFor();
  await expectAxeClean(page);

  await reason.fill('資格を確認できる書類がありませんでした。資格証の写しを添えて、もう一度お申し込みください。');
  await dialog.getByRole('button', { name: '非承認を確定する' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await fact(page, '今の状態').getByText('非承認').waitFor();
  await page.getByRole('list', { name: '状態の履歴' }).getByText('審査中 → 非承認').waitFor();
  await page.getByText('非承認の方は、ご本人が内容を直して申し込み直すと、審査中に戻ります。').waitFor();
  await context.close();

  const mail = await latestMailTo(member.email);
  expect(mail?.subject).toBe(`【${SITE}】専門家登録の状態：非承認`);
  expect(mail?.text).toContain('資格を確認できる書類がありませんでした。資格証の写しを添えて、もう一度お申し込みください。');
  const own = await callApi<{ status: string }>('GET', `/expert_infos/show_with_user_id?user_id=${member.session.user.id}`, { address: member.address, token: member.session.token });
  expect(own.status).toBe('rejected');
});

/** The newest mail to `to` whose subject is not `after` (the mail before it), waiting for it to come. */
async function nextMail(to: string, after: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = await latestMailTo(to);
    if ((mail && mail.subject !== after) || Date.now() > deadline) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
}

test('an admin registers an expert at /admin/experts/new; the person sets a password with the mailed code and signs in', async () => {
  const body = application();
  const email = `expert-${randomBytes(4).toString('hex')}@example.jp`;
  const { context, page } = await newPage(browser(), { as: await newMember('admin') });
  await page.goto('/admin/experts/new');
  const form = page.getByRole('form', { name: '専門家の登録' });
  await form.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await form.getByRole('textbox', { name: 'お名前' }).fill(body.name);
  await form.getByRole('textbox', { name: '肩書き' }).fill(body.title);
  await form.getByRole('textbox', { name: '資格', exact: true }).fill(body.qualifications);
  await form.getByRole('textbox', { name: '回答できる分野' }).fill(body.fields);
  await form.getByRole('textbox', { name: '紹介文' }).fill(body.profile);
  await form.getByRole('button', { name: '専門家を登録する' }).click();
  await page.waitForURL((url) => /^\/admin\/experts\/\d+$/.test(url.pathname));
  await page.getByText(`${email} にお知らせのメールを送りました。`, { exact: false }).first().waitFor();
  await fact(page, '今の状態').getByText('承認済み').waitFor();
  expect(await fact(page, 'お名前').textContent()).toBe(body.name);
  await context.close();

  const welcome = await latestMailTo(email);
  expect(welcome?.subject).toBe(`【${SITE}】専門家のアカウントを用意しました`);
  expect(welcome?.text).toContain('/forgot-password');

  const person = await newPage(browser());
  await person.page.goto('/forgot-password');
  const main = person.page.locator('main');
  await main.getByLabel('メールアドレス').fill(email);
  await main.getByRole('button', { name: '確認コードを送る' }).click();
  const codeField = main.getByRole('textbox', { name: '確認コード（6けたの数字）' });
  await codeField.waitFor();
  const code = (await nextMail(email, welcome?.subject ?? ''))?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await codeField.fill(code as string);
  await main.getByLabel('新しいパスワード', { exact: true }).fill('expert-pass-2026');
  await main.getByLabel('新しいパスワード（確認）', { exact: true }).fill('expert-pass-2026');
  await main.getByRole('button', { name: 'パスワードを再設定する' }).click();
  await main.getByRole('link', { name: 'ログイン画面へ進む' }).waitFor();
  await person.page.goto('/login');
  await main.getByLabel('メールアドレス').fill(email);
  await main.getByLabel('パスワード', { exact: true }).fill('expert-pass-2026');
  await main.getByRole('button', { name: 'ログイン' }).click();
  await person.page.waitForURL((url) => url.pathname !== '/login');
  await person.page.getByRole('banner').getByRole('link', { name: '専門家ページ', exact: true }).waitFor();
  expect(JSON.parse((await person.page.evaluate(() => localStorage.getItem('user'))) ?? '{}').role).toBe('expert');
  await person.context.close();
});

test('axe finds no violations on the expert list, a tab, an application with its history, and the new-expert form', async () => {
  const member = await newMember('free_member');
  const { id } = await applyThroughApi(member, application());
  const paths = ['/admin/experts', '/admin/experts?status=pending', `/admin/experts/${id}`, '/admin/experts/new'];
  const admin = await newMember('admin');
  expect(await pagesWithViolations(browser(), paths, { as: admin })).toEqual([]);
  expect(await pagesWithViolations(browser(), ['/admin/experts', `/admin/experts/${id}`], { as: admin, width: 390 })).toEqual([]);
});
