// axe-core with the WCAG 2.2 A/AA tags finds zero violations on the member, expert and admin pages,
// for a person of the role that may see them (each test makes its own), on a desktop and a phone.
import { axeViolations, describeViolations, pagesWithViolations } from '../support/axe';
import { browserForFile, newPage } from '../support/browser';
import { newMember, seededExpert, type Member } from '../support/people';
import { favorite, postComment, postQuestion, uniqueTitle } from '../support/qa';
import { report } from '../support/safety';

const MEMBER = [
  '/my-page', '/my-page/edit-info', '/my-page/edit-payment-info', '/my-page/favorite-list',
  '/my-page/my-answer', '/my-page/my-question', '/my-page/payment-info', '/my-page/post-question',
  '/my-page/post-question/question-complete', '/paid-member-register', '/paid-member-register/complete',
  '/paid-member-register/full-register', '/notifications', '/notifications/settings',
];
const EXPERT = ['/my-page-expert', '/my-page-expert/edit-info', '/my-page-expert/my-expert-comment', '/my-page-expert/my-expert-question', '/notifications', '/notifications/settings'];
const ADMIN = [
  '/admin', '/admin/categories', '/admin/categories/new', '/admin/columns', '/admin/columns?status=draft', '/admin/columns/new', '/admin/columns/edit/1',
  '/admin/experts', '/admin/experts/new', '/admin/tags', '/admin/tags/new', '/admin/users', '/admin/audit',
  '/admin/reports', '/admin/watched-words', '/admin/search-words', '/admin/help-lines', '/notifications', '/notifications/settings',
];

const browser = browserForFile();

/** A new member with an entry on each of their lists: a question (paid members), a comment, a favorite. */
async function activeMember(role: 'free_member' | 'paid_member'): Promise<Member> {
  const member = await newMember(role);
  const asker = role === 'paid_member' ? member : await newMember('paid_member');
  const question = await postQuestion(asker, uniqueTitle('作業所の工賃について'), '作業所の工賃は、どのように決まるのでしょうか。');
  await postComment(member, question.id, '私の通う作業所では、売上から決まると聞きました。');
  await favorite(member, question.id);
  return member;
}

test('member pages, free member', async () => {
  expect(await pagesWithViolations(browser(), MEMBER, { as: await activeMember('free_member') })).toEqual([]);
});
test('member pages, paid member', async () => {
  expect(await pagesWithViolations(browser(), MEMBER, { as: await activeMember('paid_member') })).toEqual([]);
});
test('expert pages', async () => {
  expect(await pagesWithViolations(browser(), EXPERT, { as: seededExpert('expert') })).toEqual([]);
});
test('admin pages', async () => {
  // /admin/reports with an entry to show: a member's comment, reported with a note.
  const question = await postQuestion(await newMember('paid_member'), uniqueTitle('送迎サービスについて'), '送迎はどこまで来てもらえますか。');
  const comment = await postComment(await newMember('free_member'), question.id, '事業所によって送迎の範囲が違うようです。');
  await report(await newMember('free_member'), 'comment', comment.id, 'misinformation', '事業所に確かめたほうがよいと思います。');
  expect(await pagesWithViolations(browser(), ADMIN, { as: await newMember('admin') })).toEqual([]);
});
test('admin pages on a phone', async () => {
  expect(await pagesWithViolations(browser(), ['/admin', '/admin/tags'], { as: await newMember('admin'), width: 390 })).toEqual([]);
});
test('the bell’s menu, open, on a desktop and a phone', async () => {
  // A member with something to be told: a comment on their question.
  const asker = await newMember('paid_member');
  const question = await postQuestion(asker, uniqueTitle('移動支援について'), '移動支援はどんなときに使えますか。');
  await postComment(await newMember('free_member'), question.id, '通院や買い物のときに使っています。');
  for (const width of [1280, 390]) {
    const { context, page } = await newPage(browser(), { as: asker, width });
    await page.goto('/my-page');
    await page.locator('h1').first().waitFor();
    await page.getByRole('banner').getByRole('button', { name: /^お知らせ/ }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'お知らせをすべて見る' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(`${width}px\n${describeViolations(await axeViolations(page))}`).toBe(`${width}px\n`);
    await context.close();
  }
});
