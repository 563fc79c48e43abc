// The Q&A corner end to end in real Chromium: a paid member asks through the member remote's form,
// the question waits in 未回答, an expert answers (it moves to 専門家), a member comments and another
// replies, likes and favorites survive a reload, the navbar search finds a question by a
// two-character word, and axe finds nothing on the pages that show it. Each test posts the question
// it works on and makes its own members, so any one of them runs alone or in any order.
import type { Page } from 'playwright-core';
import { expectAxeClean, pagesWithViolations } from '../support/axe';
import { browserForFile, newPage } from '../support/browser';
import { SEEDED_EXPERTS, newMember, seededExpert, type Actor } from '../support/people';
import { DEMO_CATEGORY, postComment, postQuestion, postReply, uniqueTitle, type Question } from '../support/qa';

const browser = browserForFile();

const BODY = '来月、病院で手術の説明を受けます。\n手話通訳をお願いしたいのですが、どこに申し込めばよいですか。';
const COMMENT = '私は地域の手話通訳派遣センターに頼みました。';
const REPLY = '参考になりました。ありがとうございます。';
// The title holds 手話, the two-character word the search test looks for.
const askTitle = () => uniqueTitle('手話通訳を病院で頼むには');

async function as(who?: Actor): Promise<{ page: Page; close(): Promise<void> }> {
  const { context, page } = await newPage(browser(), { as: who });
  return { page, close: () => context.close() };
}

/** This test's question, asked through the API by a new paid member. */
async function aQuestion(): Promise<Question> {
  return postQuestion(await newMember('paid_member'), askTitle(), BODY);
}

async function listTitles(page: Page, path: string): Promise<string[]> {
  await page.goto(encodeURI(path));
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  return page.locator('main').getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
}

test('a paid member posts a question through the form; it waits in 未回答', async () => {
  const title = askTitle();
  const { page, close } = await as(await newMember('paid_member'));
  await page.goto('/my-page/post-question');
  const main = page.locator('main');
  // exact: the form's own name mentions every field
  await main.getByRole('textbox', { name: 'タイトル', exact: true }).fill(title);
  await main.getByRole('textbox', { name: '質問の内容', exact: true }).fill(BODY);
  await main.getByRole('combobox', { name: 'カテゴリー', exact: true }).selectOption({ label: DEMO_CATEGORY });
  await main.getByRole('button', { name: '質問を投稿する' }).click();
  await page.waitForURL('**/my-page/post-question/question-complete**');
  const id = new URL(page.url()).searchParams.get('id');
  expect(id).toMatch(/^\d+$/);
  await close();

  const visitor = await as();
  expect(await listTitles(visitor.page, '/question-and-answer/未回答')).toContain(title);
  expect(await listTitles(visitor.page, '/question-and-answer')).toContain(title);
  await visitor.page.goto(encodeURI(`/question-and-answer/一般/${id}`));
  await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
  // line breaks kept, text not HTML
  expect(await visitor.page.locator('main').innerText()).toContain('受けます。\n手話通訳を');
  await visitor.close();
});

test('an expert answers: the answer is marked, and the question leaves 未回答 for 専門家', async () => {
  const question = await aQuestion();
  const { name, title } = SEEDED_EXPERTS.expert2;
  const { page, close } = await as(seededExpert('expert2'));
  await page.goto(encodeURI(question.path));
  await page.getByRole('textbox', { name: '専門家として回答する' }).fill('お住まいの市区町村の障害福祉課に申し込めます。\n病院の医療相談室にも相談できます。');
  await page.getByRole('button', { name: '回答を送る' }).click();
  const answers = page.getByRole('region', { name: '専門家の回答（1件）' });
  await answers.getByRole('heading', { level: 2, name: '専門家の回答（1件）' }).waitFor();
  const answer = answers.getByRole('article');
  expect(await answer.getAttribute('class')).toContain('hiroba-comment-expert');
  expect(await answer.getByRole('link', { name: `${name}（${title}）` }).getAttribute('href')).toMatch(/^\/list-of-experts\/\d+$/);
  await close();

  const visitor = await as();
  expect(await listTitles(visitor.page, '/question-and-answer/未回答')).not.toContain(question.title);
  expect(await listTitles(visitor.page, '/question-and-answer/専門家')).toContain(question.title);
  await visitor.close();
});

test('a free member comments and another member replies under that comment', async () => {
  const question = await aQuestion();
  const commenter = await newMember('free_member');
  const commentName = `${commenter.nickname}さんのコメント`;
  const free = await as(commenter);
  await free.page.goto(encodeURI(question.path));
  await free.page.getByRole('textbox', { name: 'コメントを書く' }).fill(COMMENT);
  await free.page.getByRole('button', { name: 'コメントを送る' }).click();
  await free.page.locator('main').getByRole('article', { name: commentName }).getByText(COMMENT).waitFor();
  await free.close();

  const replier = await newMember('paid_member');
  const replyName = `${replier.nickname}さんの返信`;
  const paid = await as(replier);
  await paid.page.goto(encodeURI(question.path));
  const target = paid.page.locator('main').getByRole('article', { name: commentName });
  await target.getByRole('button', { name: '返信する' }).click();
  await target.getByRole('textbox', { name: `${commenter.nickname}さんへの返信` }).fill(REPLY);
  await target.getByRole('button', { name: '返信を送る' }).click();
  await target.getByRole('article', { name: replyName }).getByText(REPLY).waitFor();
  await paid.page.reload();
  const again = paid.page.locator('main').getByRole('article', { name: commentName });
  await again.getByRole('article', { name: replyName }).getByText(REPLY).waitFor();
  expect(await again.getByRole('heading', { level: 3 }).textContent()).toBe(commentName);
  await paid.close();
});

/** Records each request for the personal-information check's code (use-personal-info-check.tsx). */
function checkCodeRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    if (/\/personal-info-check\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) files.push(request.url());
  });
  return files;
}

test("a phone number in a comment: the check's code is not in a first visit, the warning passes axe, 伏せ字にして投稿 posts it masked", async () => {
  const visitor = await as();
  const visitorCode = checkCodeRequests(visitor.page);
  await visitor.page.goto('/');
  await visitor.page.locator('h1').first().waitFor();
  await visitor.page.waitForLoadState('networkidle');
  expect(visitorCode).toEqual([]);
  await visitor.close();

  const question = await aQuestion();
  const commenter = await newMember('free_member');
  const { page, close } = await as(commenter);
  const code = checkCodeRequests(page);
  await page.goto(encodeURI(question.path));
  await page.getByRole('textbox', { name: 'コメントを書く' }).fill('折り返しは090-1234-5678にお願いします。');
  await page.getByRole('button', { name: 'コメントを送る' }).click();
  const warning = page.getByRole('region', { name: '個人情報が含まれているかもしれません' });
  await warning.locator('mark').first().waitFor();
  expect(await warning.locator('mark').textContent()).toBe('090-1234-5678（電話番号）');
  expect(code).toHaveLength(1);
  await expectAxeClean(page);

  await warning.getByRole('button', { name: '伏せ字にして投稿' }).click();
  const comment = page.locator('main').getByRole('article', { name: `${commenter.nickname}さんのコメント` });
  await comment.getByText('折り返しは＊＊＊＊＊＊＊＊＊＊＊＊＊にお願いします。').waitFor();
  await close();
});

test('likes and favorites persist across a reload; the favorite is in the favorite list', async () => {
  const question = await aQuestion();
  const commenter = await newMember('free_member');
  await postComment(commenter, question.id, COMMENT);
  const commentLike = (count: number) => `${commenter.nickname}さんのコメントにいいね ${count}`;
  const { page, close } = await as(await newMember('free_member'));
  await page.goto(encodeURI(question.path));
  const main = page.locator('main');
  await main.getByRole('button', { name: 'いいね 0', exact: true }).click();
  await main.getByRole('button', { name: 'いいね 1', exact: true }).waitFor();
  await main.getByRole('button', { name: 'お気に入り 0', exact: true }).click();
  await main.getByRole('button', { name: 'お気に入り 1', exact: true }).waitFor();
  await main.getByRole('button', { name: commentLike(0), exact: true }).click();
  await main.getByRole('button', { name: commentLike(1), exact: true }).waitFor();
  // The toggles are optimistic: let the server have all three before reloading.
  await page.waitForLoadState('networkidle');

  await page.reload();
  await main.getByRole('heading', { level: 1, name: question.title }).waitFor();
  // The server draws the page as a visitor sees it (it does not know the session); the member's
  // pressed state comes when the browser has loaded the page's data again for them.
  await main.getByRole('button', { name: 'いいね 1', exact: true, pressed: true }).waitFor();
  expect(await main.getByRole('button', { name: 'いいね 1', exact: true }).getAttribute('aria-pressed')).toBe('true');
  expect(await main.getByRole('button', { name: 'お気に入り 1', exact: true }).getAttribute('aria-pressed')).toBe('true');
  expect(await main.getByRole('button', { name: commentLike(1), exact: true }).getAttribute('aria-pressed')).toBe('true');

  await page.goto('/my-page/favorite-list');
  await main.getByRole('link', { name: question.title }).waitFor();
  await close();
});

test('the navbar search finds the question by a two-character word typed with Enter', async () => {
  const question = await aQuestion();
  const { page, close } = await as();
  await page.goto('/question-and-answer');
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'キーワード検索' });
  await box.fill('手話');
  await box.press('Enter');
  await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/search/手話');
  await page.getByRole('heading', { level: 1, name: '「手話」の検索結果' }).waitFor();
  await page.locator('main').getByRole('link', { name: question.title }).waitFor();
  expect(await box.inputValue()).toBe('');
  await close();
});

test('axe finds no violations on the list, detail, search and experts pages', async () => {
  // The detail page with every part: an expert's answer, a member's comment and a reply to it.
  const question = await aQuestion();
  await postComment(seededExpert('expert2'), question.id, 'お住まいの市区町村の障害福祉課に申し込めます。');
  const commenter = await newMember('free_member');
  const comment = await postComment(commenter, question.id, COMMENT);
  await postReply(await newMember('paid_member'), comment.id, REPLY);

  const { page, close } = await as();
  await page.goto('/list-of-experts');
  const expertLink = page.locator('main').getByRole('link', { name: SEEDED_EXPERTS.expert.name, exact: true });
  await expertLink.waitFor();
  const expertHref = (await expertLink.getAttribute('href')) ?? '';
  await close();
  const paths = ['/question-and-answer', '/question-and-answer/専門家', question.path, '/search/手話', '/list-of-experts', expertHref];
  expect(await pagesWithViolations(browser(), paths)).toEqual([]);

  // The signed-in detail page has the forms and toggles: check it too, with a reply form open.
  const member = await as(await newMember('free_member'));
  await member.page.goto(encodeURI(question.path));
  await member.page.locator('main').getByRole('article', { name: `${commenter.nickname}さんのコメント` }).getByRole('button', { name: '返信する' }).click();
  await expectAxeClean(member.page);
  await member.close();
});
