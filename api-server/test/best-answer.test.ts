// ベストアンサー (docs/product.md): the asker, or an admin (audited), chooses one live, public answer
// or comment of the question with an optional お礼; the question is 解決済み in its page, the lists
// and their filter; the QAPage names the chosen answer as accepted; the choice can be changed; a
// removed or hidden choice stops counting; every refusal is a Japanese 4xx naming its field.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIMITS } from '@hiroba/contract';
import { ask, member, qaWorld, type QaWorld } from './helpers/qa';
import { commentOn, decide, report, reviewsOf } from './helpers/safety';
import { call, expectFieldErrors, useTestApp } from './helpers/test-app';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'hiroba-best-answer-'));
mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
writeFileSync(path.join(webRoot, 'shell/dist/index.html'), '<!doctype html><html lang="ja"><head><title>ひろば</title></head><body><div id="root"></div></body></html>');

const t = useTestApp({ WEB_ROOT: webRoot, SITE_URL: 'https://hiroba.example.jp' });
let w: QaWorld;
let questionId: number;
let memberAnswer: number;
let expertAnswer: number;
beforeEach(async () => {
  w = await qaWorld(t);
  questionId = await ask(t.app, w.tokens.paid, { title: '就労継続支援の選び方', body: 'A型とB型の違いを教えてください。', category_id: w.categoryId });
  memberAnswer = await commentOn(t.app, w.tokens.free, questionId, 'B型は雇用契約がありません。');
  expertAnswer = await commentOn(t.app, w.tokens.expert, questionId, 'A型は雇用契約を結び、最低賃金が保障されます。');
});

const choose = (token: string | undefined, payload: unknown, id = questionId) => call(t.app, 'PUT', `/api/v1/questions/${id}/best_answer`, { token, payload });
const question = async (token?: string) => (await call(t.app, 'GET', `/api/v1/questions/${questionId}`, { token })).json().data;
const listed = async (query: string) =>
  (await call(t.app, 'GET', `/api/v1/questions?per=50${query}`)).json().data.map((q: { id: number; resolved: boolean }) => ({ id: q.id, resolved: q.resolved }));
const jsonLd = async () => {
  const html = (await t.app.inject({ method: 'GET', url: `/question-and-answer/${encodeURI('専門家')}/${questionId}`, headers: { accept: 'text/html' } })).body;
  return JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]).mainEntity;
};
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

test('the asker chooses an answer with a trimmed お礼: the question is 解決済み with its best answer, and changes it later', async () => {
  const before = await question(w.tokens.paid);
  expect(before).toMatchObject({ resolved: false, best_answer: null, can_choose_best_answer: true });
  expect(await question(w.tokens.free)).toMatchObject({ can_choose_best_answer: false });
  expect(await question()).toMatchObject({ can_choose_best_answer: false });

  const res = await choose(w.tokens.paid, { comment_id: memberAnswer, thanks: '  とても分かりやすかったです。  ' });
  expect(res.statusCode).toBe(200);
  const chosen = res.json().data;
  expect(chosen).toMatchObject({ id: questionId, resolved: true, best_answer: { comment_id: memberAnswer, thanks: 'とても分かりやすかったです。' } });
  expect(chosen.best_answer.chosen_at).toMatch(ISO_UTC);
  // Everyone reads it, visitors included.
  expect(await question()).toMatchObject({ resolved: true, best_answer: { comment_id: memberAnswer, thanks: 'とても分かりやすかったです。' } });

  // Changed: another answer, and a blank お礼 is none.
  const again = await choose(w.tokens.paid, { comment_id: expertAnswer, thanks: '   ' });
  expect(again.statusCode).toBe(200);
  expect(again.json().data.best_answer).toMatchObject({ comment_id: expertAnswer, thanks: null });
  expect((await choose(w.tokens.paid, { comment_id: expertAnswer })).json().data.best_answer).toMatchObject({ comment_id: expertAnswer, thanks: null });
});

test('the lists mark 解決済み and filter both ways, cached visitors’ lists included', async () => {
  const other = await ask(t.app, w.tokens.paid, { title: '未解決の質問', body: '本文です。', category_id: w.categoryId });
  // Read once before the choice, so the visitors' cached answers must be refreshed by it.
  expect(await listed('&resolved=resolved')).toEqual([]);
  expect(await listed('&resolved=unresolved')).toEqual(expect.arrayContaining([{ id: questionId, resolved: false }, { id: other, resolved: false }]));

  expect((await choose(w.tokens.paid, { comment_id: memberAnswer })).statusCode).toBe(200);
  expect(await listed('&resolved=resolved')).toEqual([{ id: questionId, resolved: true }]);
  const unresolved = await listed('&resolved=unresolved');
  expect(unresolved).toContainEqual({ id: other, resolved: false });
  expect(unresolved.map((q: { id: number }) => q.id)).not.toContain(questionId);
  expect(await listed('')).toEqual(expect.arrayContaining([{ id: questionId, resolved: true }, { id: other, resolved: false }]));
  // The asker's own list says so too.
  const mine = (await call(t.app, 'GET', '/api/v1/questions/my_questions', { token: w.tokens.paid })).json().data;
  expect(mine.find((q: { id: number }) => q.id === questionId)).toMatchObject({ resolved: true });

  expectFieldErrors(await call(t.app, 'GET', '/api/v1/questions?resolved=maybe'), [{ field: 'resolved', message: expect.stringContaining('解決済み・未解決') }]);
});

test('the QAPage names the chosen answer as accepted, with its anchor, and the others as suggested', async () => {
  // Before: the expert answer is accepted, as before there were best answers.
  expect((await jsonLd()).acceptedAnswer).toMatchObject({ text: 'A型は雇用契約を結び、最低賃金が保障されます。' });

  await choose(w.tokens.paid, { comment_id: memberAnswer, thanks: 'ありがとうございました。' });
  const ld = await jsonLd();
  expect(ld.acceptedAnswer).toMatchObject({
    '@type': 'Answer',
    text: 'B型は雇用契約がありません。',
    url: `https://hiroba.example.jp/question-and-answer/${encodeURIComponent('専門家')}/${questionId}#comment-${memberAnswer}`,
    author: { '@type': 'Person', name: 'ひまわり' },
  });
  expect(ld.acceptedAnswer.dateCreated).toMatch(ISO_UTC);
  expect(ld.suggestedAnswer.map((a: { text: string }) => a.text)).toEqual(['A型は雇用契約を結び、最低賃金が保障されます。']);
});

test('a removed or hidden best answer stops counting everywhere; the page, lists and head follow', async () => {
  await choose(w.tokens.paid, { comment_id: memberAnswer });
  const review = await (async () => {
    await report(t.app, w.tokens.expert, 'comment', memberAnswer);
    return (await reviewsOf(t.app, w.tokens.admin)).find((r) => r.subject.id === memberAnswer)!;
  })();
  expect((await decide(t.app, w.tokens.admin, review.id, 'hide')).statusCode).toBe(200);
  expect(await question(w.tokens.paid)).toMatchObject({ resolved: false, best_answer: null });
  expect(await listed('&resolved=resolved')).toEqual([]);
  expect((await jsonLd()).acceptedAnswer.text).toBe('A型は雇用契約を結び、最低賃金が保障されます。');

  // Published again, it is the best answer again.
  expect((await decide(t.app, w.tokens.admin, review.id, 'restore')).statusCode).toBe(200);
  expect(await question(w.tokens.paid)).toMatchObject({ resolved: true, best_answer: { comment_id: memberAnswer } });

  expect((await call(t.app, 'DELETE', `/api/v1/comments/${memberAnswer}`, { token: w.tokens.admin })).statusCode).toBe(204);
  expect(await question(w.tokens.paid)).toMatchObject({ resolved: false, best_answer: null });
  expect(await listed('&resolved=unresolved')).toContainEqual({ id: questionId, resolved: false });
});

test('an admin may choose on someone else’s question, and that is audited; the asker’s own choice is not', async () => {
  expect((await choose(w.tokens.paid, { comment_id: memberAnswer })).statusCode).toBe(200);
  const res = await choose(w.tokens.admin, { comment_id: expertAnswer });
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ best_answer: { comment_id: expertAnswer }, can_choose_best_answer: true });
  const rows = await t.db.query<{ action: string; target_id: number; detail: { comment_id: number } }>(
    "SELECT action, target_id, detail FROM audit_logs WHERE action = 'question.choose_best_answer'",
  );
  expect(rows).toEqual([{ action: 'question.choose_best_answer', target_id: questionId, detail: expect.objectContaining({ comment_id: expertAnswer }) }]);
});

test('the chosen answer’s author is told once per choice (the notifier’s event, in the write’s transaction)', async () => {
  const notify = jest.spyOn(t.app.ctx.services.notifier, 'notify');
  await choose(w.tokens.paid, { comment_id: memberAnswer, thanks: 'ありがとう' });
  // Only the お礼 changed: no second notification.
  await choose(w.tokens.paid, { comment_id: memberAnswer, thanks: '本当にありがとう' });
  await choose(w.tokens.paid, { comment_id: expertAnswer });
  expect(notify.mock.calls.map(([event, tx]) => [event, tx !== undefined])).toEqual([
    [{ type: 'best_answer.chosen', questionId, commentId: memberAnswer }, true],
    [{ type: 'best_answer.chosen', questionId, commentId: expertAnswer }, true],
  ]);
  notify.mockRestore();
});

describe('refusals: a Japanese 4xx naming the field, and nothing written', () => {
  afterEach(async () => {
    // Whatever was refused left the question as it was.
    expect(await t.db.one('SELECT best_comment_id, best_thanks FROM questions WHERE id = $1', [questionId])).toEqual({ best_comment_id: null, best_thanks: null });
  });

  test('someone else’s question: 403; a visitor: 401; a missing question: 404', async () => {
    const res = await choose(w.tokens.free, { comment_id: memberAnswer });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].message).toMatch(/質問した方だけ/);
    expect((await choose(w.tokens.expert, { comment_id: expertAnswer })).statusCode).toBe(403);
    expect((await choose(undefined, { comment_id: memberAnswer })).statusCode).toBe(401);
    const missing = await choose(w.tokens.paid, { comment_id: memberAnswer }, 99999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toMatch(/質問が見つかりません/);
  });

  test('an answer of another question, a missing or removed one: 400 naming comment_id', async () => {
    const elsewhere = await ask(t.app, w.tokens.paid, { title: '別の質問', body: '本文です。', category_id: w.categoryId });
    const foreign = await commentOn(t.app, w.tokens.free, elsewhere, '別の質問への回答');
    expectFieldErrors(await choose(w.tokens.paid, { comment_id: foreign }), [{ field: 'comment_id', message: expect.stringContaining('この質問への回答') }]);
    expectFieldErrors(await choose(w.tokens.paid, { comment_id: 99999999 }), [{ field: 'comment_id', message: expect.stringContaining('この質問への回答') }]);
    await call(t.app, 'DELETE', `/api/v1/comments/${memberAnswer}`, { token: w.tokens.admin });
    expectFieldErrors(await choose(w.tokens.paid, { comment_id: memberAnswer }), [{ field: 'comment_id', message: expect.stringContaining('この質問への回答') }]);
  });

  test('a hidden or held answer: 409 naming comment_id', async () => {
    await t.db.query("UPDATE comments SET moderation = 'hidden' WHERE id = $1", [memberAnswer]);
    await t.db.query("UPDATE comments SET moderation = 'held' WHERE id = $1", [expertAnswer]);
    for (const id of [memberAnswer, expertAnswer]) {
      const res = await choose(w.tokens.paid, { comment_id: id });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual([{ field: 'comment_id', message: expect.stringContaining('ベストアンサーに選べません') }]);
    }
  });

  test('a お礼 over 500 characters, a missing comment_id or an unknown field: 400 naming it', async () => {
    expectFieldErrors(await choose(w.tokens.paid, { comment_id: memberAnswer, thanks: 'あ'.repeat(LIMITS.bestAnswer.thanks + 1) }), [
      { field: 'thanks', message: expect.stringContaining('お礼') },
    ]);
    expectFieldErrors(await choose(w.tokens.paid, { thanks: 'ありがとう' }), [{ field: 'comment_id', message: expect.any(String) }]);
    expect((await choose(w.tokens.paid, { comment_id: 'abc' })).statusCode).toBe(400);
    expect((await choose(w.tokens.paid, { comment_id: memberAnswer, best: true })).statusCode).toBe(400);
  });

  test('a お礼 with a personal telephone number is refused rather than shown', async () => {
    expectFieldErrors(await choose(w.tokens.paid, { comment_id: memberAnswer, thanks: '090-1234-5678 に電話ください' }), [
      { field: 'thanks', message: expect.stringContaining('お礼') },
    ]);
  });
});

test('exactly 500 characters of お礼 are kept whole', async () => {
  const thanks = 'あ'.repeat(LIMITS.bestAnswer.thanks);
  expect((await choose(w.tokens.paid, { comment_id: memberAnswer, thanks })).json().data.best_answer.thanks).toBe(thanks);
});

test('another member cannot choose on the asker’s question; an admin can', async () => {
  const stranger = await member(t, 'stranger@example.jp', 'paid_member', 'よそ');
  expect((await choose(stranger.token, { comment_id: memberAnswer })).statusCode).toBe(403);
  expect((await choose(w.tokens.admin, { comment_id: memberAnswer })).statusCode).toBe(200);
});
