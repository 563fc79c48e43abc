// Public profiles (docs/product.md#public-profiles) in real Chromium: a visitor goes from a question to
// its asker's profile (a demo member's) and finds her questions and answers, each leading back to its
// question; the page is drawn by the server and taken over without asking again; a withdrawn member's
// profile is the 404 page and their posts name no one; /view-profile/expert/{id} leads to the expert's
// page; axe finds nothing.
import { expectAxeClean } from '../support/axe';
import { callApi, newAddress } from '../support/api';
import { browserForFile, newPage } from '../support/browser';
import { SEEDED_EXPERTS, newMember } from '../support/people';
import { postComment, postQuestion, uniqueTitle } from '../support/qa';

/** A demo member (seeded with the demo Q&A) who both asks and answers. */
const DEMO_MEMBER = 'こもれび';
const HER_QUESTION = '障害年金の更新の書類はいつ届きますか';

interface Listed {
  id: number;
  title: string;
  qa_type: string;
  user: { id: number; user_information: { nickname: string | null } | null } | null;
}
interface ListedComment {
  id: number;
  question: { id: number; title: string; qa_type: string } | null;
}

const browser = browserForFile();

const questionPath = (q: { id: number; qa_type: string }) => `/question-and-answer/${q.qa_type}/${q.id}`;

/** The demo member's question, as the public list sends it (with her user id). */
async function herQuestion(): Promise<Listed> {
  const found = await callApi<Listed[]>('GET', `/questions?keyword=${encodeURIComponent(HER_QUESTION)}`, { address: newAddress() });
  const question = found.find((q) => q.title === HER_QUESTION && q.user?.user_information?.nickname === DEMO_MEMBER);
  if (!question) throw new Error(`the demo question 「${HER_QUESTION}」 by ${DEMO_MEMBER} is not there`);
  return question;
}

test("a visitor opens a demo member's profile from her question and finds her questions and answers", async () => {
  const question = await herQuestion();
  const userId = question.user!.id;
  // Her newest question and answer, as the profile's first pages list them.
  const address = newAddress();
  const [newestQuestion] = await callApi<Listed[]>('GET', `/questions?user_id=${userId}&per=10`, { address });
  const [newestAnswer] = await callApi<ListedComment[]>('GET', `/comments?user_id=${userId}&per=10`, { address });
  expect(newestAnswer?.question).toBeTruthy();

  const { context, page } = await newPage(browser());
  await page.goto(encodeURI(questionPath(question)));
  await page.getByRole('heading', { level: 1, name: HER_QUESTION }).waitFor();
  await page.locator('main').getByRole('link', { name: DEMO_MEMBER, exact: true }).first().click();
  await page.waitForURL(`**/view-profile/user/${userId}`);
  await page.getByRole('heading', { level: 1, name: `${DEMO_MEMBER}さんのプロフィール` }).waitFor();

  const questions = page.getByRole('region', { name: `${DEMO_MEMBER}さんの質問` });
  await questions.getByRole('link', { name: newestQuestion.title, exact: true }).waitFor();
  const answers = page.getByRole('region', { name: `${DEMO_MEMBER}さんの回答・コメント` });
  const answerLink = answers.getByRole('link', { name: `「${newestAnswer.question!.title}」への回答`, exact: true }).first();
  await answerLink.waitFor();
  await expectAxeClean(page);

  // An answer leads to its place on the question's page.
  await answerLink.click();
  await page.waitForURL(`**/${newestAnswer.question!.id}#comment-${newestAnswer.id}`);
  await page.getByRole('heading', { level: 1, name: newestAnswer.question!.title }).waitFor();
  await context.close();
});

test('the profile arrives drawn by the server, readable without JavaScript, and is taken over without asking again', async () => {
  const question = await herQuestion();
  const path = `/view-profile/user/${question.user!.id}`;

  const off = await newPage(browser(), { javaScript: false });
  expect((await off.page.goto(path))?.status()).toBe(200);
  await off.page.getByRole('heading', { level: 1, name: `${DEMO_MEMBER}さんのプロフィール` }).waitFor();
  await off.page.getByRole('region', { name: `${DEMO_MEMBER}さんの質問` }).getByRole('link').first().waitFor();
  await off.page.getByRole('region', { name: `${DEMO_MEMBER}さんの回答・コメント` }).getByRole('link').first().waitFor();
  await off.context.close();

  const { context, page } = await newPage(browser());
  const calls: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/')) calls.push(request.url());
  });
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: `${DEMO_MEMBER}さんのプロフィール` }).waitFor();
  expect(calls).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test("a withdrawn member's profile is the 404 page, and their question names no one", async () => {
  const asker = await newMember('paid_member');
  const title = uniqueTitle('退会の前に聞いた質問');
  const question = await postQuestion(asker, title, '退会する前に質問しておきます。');
  await postComment(await newMember('free_member'), question.id, 'ご質問ありがとうございます。');
  const userId = asker.session.user.id;

  const { context, page } = await newPage(browser());
  await page.goto(`/view-profile/user/${userId}`);
  await page.getByRole('heading', { level: 1, name: `${asker.nickname}さんのプロフィール` }).waitFor();
  await page.getByRole('region', { name: `${asker.nickname}さんの質問` }).getByRole('link', { name: title }).waitFor();

  await callApi('DELETE', `/users/${userId}`, { address: asker.address, token: asker.session.token });
  await page.goto(`/view-profile/user/${userId}`);
  await page.getByText('This page could not be found').waitFor();
  expect(await page.getByRole('heading', { level: 1, name: `${asker.nickname}さんのプロフィール` }).count()).toBe(0);

  // The question stays, without a name to follow.
  await page.goto(encodeURI(question.path));
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('main').getByRole('link', { name: asker.nickname }).count()).toBe(0);
  expect(await page.locator('main').getByRole('link', { name: '未設定', exact: true }).count()).toBe(0);
  await context.close();
});

test("/view-profile/expert/{id} leads to the expert's page", async () => {
  const experts = await callApi<Array<{ id: number; name: string }>>('GET', '/expert_infos?per=100', { address: newAddress() });
  const expert = experts.find((e) => e.name === SEEDED_EXPERTS.expert.name);
  expect(expert).toBeDefined();
  const { context, page } = await newPage(browser());
  await page.goto(`/view-profile/expert/${expert!.id}`);
  await page.waitForURL(`**/list-of-experts/${expert!.id}`);
  await page.getByRole('heading', { level: 1, name: SEEDED_EXPERTS.expert.name }).waitFor();
  // The redirect replaced the entry: going back leaves the site's pages for the blank start.
  expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);
  await expectAxeClean(page);
  await context.close();
});
