// 似ている質問 while a title is typed (GET /api/v1/search/similar_questions) and 関連する質問 of a
// question's page (GET /api/v1/questions/{id}/related), docs/search.md#similar-and-related-questions:
// up to five, best first, with their states; only public questions; the related ones kept a minute
// until any content changes.
import { call, expectFieldErrors, useTestApp } from './helpers/test-app';
import { qaWorld, type QaWorld } from './helpers/qa';
import { decide, report, reviewsOf } from './helpers/safety';
import { answerAs, askedDaysAgo, postQuestion } from './helpers/search';
import { insertQuestion } from '../src/qa/question-repository';

const t = useTestApp();
let w: QaWorld;
beforeEach(async () => {
  w = await qaWorld(t);
});

interface Similar {
  id: number;
  title: string;
  qa_type: string;
  answer_state: string;
  resolved: boolean;
  comment_counts: number;
  created_at: string;
}

const post = (title: string, body = '詳しい方がいたら教えてください。') => postQuestion(t, w, title, body);

async function similar(title: string): Promise<Similar[]> {
  const res = await call(t.app, 'GET', `/api/v1/search/similar_questions?title=${encodeURIComponent(title)}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function related(id: number): Promise<Similar[]> {
  const res = await call(t.app, 'GET', `/api/v1/questions/${id}/related`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** Hides a question as an admin's decision on a report does. */
async function hide(id: number) {
  expect((await report(t.app, w.tokens.free, 'question', id, 'abuse')).statusCode).toBe(201);
  const review = (await reviewsOf(t.app, w.tokens.admin)).find((r) => r.subject.kind === 'question' && r.subject.id === id)!;
  expect((await decide(t.app, w.tokens.admin, review.id, 'hide')).statusCode).toBe(200);
}

/** A visible question, a held one (a hold word in its body), a hidden one and a removed one, all with グループホーム in their title. */
async function questionsOfEveryState() {
  const visible = await post('グループホームの家賃', '毎月いくらですか。');
  const held = await post('グループホームの家賃の話', 'シネと言われました。');
  expect((await t.db.one<{ moderation: string }>('SELECT moderation FROM questions WHERE id = $1', [held]))!.moderation).toBe('held');
  const hidden = await post('グループホームの家賃の相場', '毎月いくらですか。');
  await hide(hidden);
  const removed = await post('グループホームの家賃の補助', '毎月いくらですか。');
  expect((await call(t.app, 'DELETE', `/api/v1/questions/${removed}`, { token: w.tokens.paid })).statusCode).toBe(204);
  return { visible, held, hidden, removed };
}

describe('似ている質問 (GET /api/v1/search/similar_questions)', () => {
  test('up to five questions like the title, best first (its words in their title, then in their body, then newest), each with its state', async () => {
    const best = await post('グループホームの家賃の補助', '毎月の負担を減らしたいです。');
    const two = await post('グループホームの家賃', '毎月いくらですか。');
    const bodyToo = await post('グループホームの見学', '家賃も聞いておきたいです。');
    const meals: number[] = [];
    for (let i = 0; i < 3; i++) meals.push(await post(`グループホームの食事 ${i + 1}`, '夕食は出ますか。'));
    const elsewhere = await post('引っ越しの準備', 'グループホームの家賃の補助について調べています。');
    for (const [i, id] of [best, two, bodyToo, ...meals, elsewhere].entries()) await askedDaysAgo(t, id, 20 - i);
    await answerAs(t, best, 'expert');
    await answerAs(t, two, 'resolved');

    const found = await similar('グループホームの家賃の補助について');
    // The meals tie: the newest two of them.
    expect(found.map((q) => q.id)).toEqual([best, two, bodyToo, meals[2], meals[1]]);
    expect(found[0]).toEqual({
      id: best,
      title: 'グループホームの家賃の補助',
      qa_type: expect.any(String),
      answer_state: 'expert_answered',
      resolved: false,
      comment_counts: 1,
      created_at: expect.any(String),
    });
    expect(found[1]).toMatchObject({ answer_state: 'answered', resolved: true });
    expect(found[2]).toMatchObject({ answer_state: 'unanswered', resolved: false, comment_counts: 0 });
  });

  test('the title’s words are widened through the vocabulary: a title with GH finds グループホーム', async () => {
    const home = await post('グループホームの家賃', '毎月いくらですか。');
    await post('一人暮らしの家賃', '毎月いくらですか。');
    expect((await similar('GHについて')).map((q) => q.id)).toEqual([home]);
  });

  test('a question sharing only a word that says little (相談) is not offered', async () => {
    await post('相談の仕方', '窓口に行けばいいですか。');
    expect(await similar('相談')).toEqual([]);
  });

  test('an empty or symbol-only title finds nothing', async () => {
    await post('グループホームの家賃', '毎月いくらですか。');
    for (const title of ['', '　 ', '！？「」★', '👨‍👩‍👧‍👦']) expect([title, await similar(title)]).toEqual([title, []]);
  });

  test('a held, hidden or removed question is never offered', async () => {
    const { visible } = await questionsOfEveryState();
    expect((await similar('グループホームの家賃の相場と補助の話')).map((q) => q.id)).toEqual([visible]);
  });

  test('a title over 100 characters is refused naming タイトル; 100 are read', async () => {
    const res = await call(t.app, 'GET', `/api/v1/search/similar_questions?title=${encodeURIComponent('家'.repeat(101))}`);
    expectFieldErrors(res, [{ field: 'title', message: 'タイトルは100文字以内で入力してください。' }]);
    expect((await call(t.app, 'GET', `/api/v1/search/similar_questions?title=${encodeURIComponent('家'.repeat(100))}`)).statusCode).toBe(200);
  });
});

describe('関連する質問 (GET /api/v1/questions/{id}/related)', () => {
  test('up to five questions like its title, best first, never the question itself', async () => {
    const page = await post('グループホームの家賃の補助', '毎月の負担を減らしたいです。');
    const twin = await post('グループホームの家賃の補助', '同じことを知りたいです。');
    const two = await post('グループホームの家賃', '毎月いくらですか。');
    const others: number[] = [];
    for (let i = 0; i < 4; i++) others.push(await post(`グループホームの食事 ${i + 1}`, '夕食は出ますか。'));
    for (const [i, id] of [page, twin, two, ...others].entries()) await askedDaysAgo(t, id, 20 - i);

    const found = await related(page);
    expect(found.map((q) => q.id)).toEqual([twin, two, others[3], others[2], others[1]]);
    expect(found.map((q) => q.id)).not.toContain(page);
    expect(found[0]).toMatchObject({ title: 'グループホームの家賃の補助', answer_state: 'unanswered', resolved: false });
  });

  test('a held, hidden or removed question is never among them', async () => {
    const { visible } = await questionsOfEveryState();
    const page = await post('グループホームの家賃の相場と補助の話', '毎月いくらですか。');
    expect((await related(page)).map((q) => q.id)).toEqual([visible]);
  });

  test('a missing or removed question answers 404 in Japanese', async () => {
    const removed = await post('グループホームの家賃', '毎月いくらですか。');
    await post('グループホームの家賃の補助', '毎月いくらですか。');
    expect((await call(t.app, 'DELETE', `/api/v1/questions/${removed}`, { token: w.tokens.paid })).statusCode).toBe(204);
    for (const id of [999999, removed]) {
      const res = await call(t.app, 'GET', `/api/v1/questions/${id}/related`);
      expect([id, res.statusCode]).toEqual([id, 404]);
      expect(res.json().errors[0].message).toMatch(/質問が見つかりませんでした/);
    }
  });

  test('kept a minute: a question written straight into the database is not shown yet, and any content change shows it and a new one', async () => {
    const page = await post('グループホームの家賃', '毎月いくらですか。');
    const first = await post('グループホームの家賃の補助', '毎月いくらですか。');
    expect((await related(page)).map((q) => q.id)).toEqual([first]);

    // No content event: the kept answer stands.
    const author = (await t.db.one<{ id: number }>("SELECT id FROM users WHERE email = 'demo-paid@example.jp'"))!.id;
    const quiet = await insertQuestion(t.db, author, { title: 'グループホームの家賃の相場', body: '毎月いくらですか。', category_id: w.categoryId });
    expect((await related(page)).map((q) => q.id)).toEqual([first]);

    // A question posted through the API is a content change: the kept answer is dropped.
    const posted = await post('グループホームの家賃の目安', '毎月いくらですか。');
    expect((await related(page)).map((q) => q.id).sort((a, b) => a - b)).toEqual([first, quiet, posted]);
  });
});
