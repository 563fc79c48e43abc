// Screening before a write (docs/moderation.md): watched words (kept by admins, matched on normalised
// text), crisis words that never block, マイナンバー refused, personal information held; removal
// requests of the contact form; the help lines of the crisis panel.
import { itemPath } from '@hiroba/contract/items';
import { call, DEMO, useTestApp, userIdOf } from './helpers/test-app';
import { ask, qaWorld, type QaWorld } from './helpers/qa';
import { commentOn, countRows, myNumber, reviewsOf } from './helpers/safety';

const t = useTestApp();
let w: QaWorld;
let questionId: number;
beforeEach(async () => {
  w = await qaWorld(t);
  questionId = await ask(t.app, w.tokens.paid, { title: '通所の相談', body: '通所先を探しています。', category_id: w.categoryId });
});

const postComment = (body: string, token = w.tokens.free) => call(t.app, 'POST', '/api/v1/comments', { token, payload: { question_id: questionId, body } });
const visibleBodies = async (token?: string) =>
  ((await call(t.app, 'GET', `/api/v1/comments/get_comments_by_question_id?question_id=${questionId}`, { token })).json().data as Array<{ body: string }>).map((c) => c.body);
const fieldOf = (res: { json(): { errors: Array<{ field: string }> } }) => res.json().errors[0].field;

describe('watched words (admins)', () => {
  const words = (query = '') => call(t.app, 'GET', `/api/v1/watched_words${query}`, { token: w.tokens.admin });

  test('list, add, change and remove; each change audited', async () => {
    const holds = (await words('?action=hold&per=all')).json().data as Array<{ word: string }>;
    expect(holds.map((x) => x.word)).toEqual(expect.arrayContaining(['シネ', 'キチガイ']));
    const created = await call(t.app, 'POST', '/api/v1/watched_words', { token: w.tokens.admin, payload: { word: ' 儲かる副業 ', action: 'flag' } });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ word: '儲かる副業', action: 'flag' });
    const id = created.json().data.id;
    const changed = await call(t.app, 'PATCH', `/api/v1/watched_words/${id}`, { token: w.tokens.admin, payload: { action: 'hold' } });
    expect(changed.json().data).toMatchObject({ id, word: '儲かる副業', action: 'hold' });
    expect((await call(t.app, 'DELETE', `/api/v1/watched_words/${id}`, { token: w.tokens.admin })).statusCode).toBe(204);
    expect((await call(t.app, 'DELETE', `/api/v1/watched_words/${id}`, { token: w.tokens.admin })).statusCode).toBe(404);
    const logged = await t.db.query<{ action: string }>("SELECT action FROM audit_logs WHERE target_type = 'watched_word' ORDER BY id");
    expect(logged.map((l) => l.action)).toEqual(['watched_word.create', 'watched_word.update', 'watched_word.delete']);
  });

  test('the same word however written is 409 naming word; an empty word 400', async () => {
    const before = await countRows(t, 'watched_words');
    for (const word of ['ｼﾈ', 'しね', ' シ ネ ']) {
      const res = await call(t.app, 'POST', '/api/v1/watched_words', { token: w.tokens.admin, payload: { word, action: 'block' } });
      expect([word, res.statusCode, fieldOf(res)]).toEqual([word, 409, 'word']);
    }
    for (const word of ['', '   ']) {
      const res = await call(t.app, 'POST', '/api/v1/watched_words', { token: w.tokens.admin, payload: { word, action: 'block' } });
      expect([word, res.statusCode, fieldOf(res)]).toEqual([word, 400, 'word']);
    }
    // Renaming another word onto it is refused too.
    const other = (await words('?action=flag&per=all')).json().data[0];
    const renamed = await call(t.app, 'PATCH', `/api/v1/watched_words/${other.id}`, { token: w.tokens.admin, payload: { word: 'ｼﾈ' } });
    expect([renamed.statusCode, fieldOf(renamed)]).toEqual([409, 'word']);
    expect(await countRows(t, 'watched_words')).toBe(before);
  });
});

describe('screening a post', () => {
  test('a block word is 400 naming the field (title, body, nickname) and writes nothing', async () => {
    const questions = await countRows(t, 'questions');
    const title = await call(t.app, 'POST', '/api/v1/questions', { token: w.tokens.paid, payload: { title: '殺すぞと言われた', body: '本文', category_id: w.categoryId } });
    expect([title.statusCode, fieldOf(title)]).toEqual([400, 'title']);
    const body = await postComment('ぶっ殺す');
    expect([body.statusCode, fieldOf(body)]).toEqual([400, 'body']);
    const users = await countRows(t, 'users');
    const signUp = await call(t.app, 'POST', '/api/v1/users', { payload: { email: 'new@example.jp', password: 'safe-pass-2026', nickname: '殺すぞ', agree_terms: true } });
    expect([signUp.statusCode, fieldOf(signUp)]).toEqual([400, 'nickname']);
    const info = await t.db.one<{ id: number }>('SELECT id FROM user_informations WHERE user_id = $1', [await userIdOf(t.db, DEMO.free)]);
    const nickname = await call(t.app, 'PATCH', `/api/v1/user_informations/${info!.id}`, { token: w.tokens.free, payload: { nickname: 'ぶっ殺す' } });
    expect([nickname.statusCode, fieldOf(nickname)]).toEqual([400, 'nickname']);
    expect([await countRows(t, 'questions'), await countRows(t, 'comments'), await countRows(t, 'users'), await countRows(t, 'reviews')]).toEqual([questions, 0, users, 0]);
    expect((await t.db.one<{ nickname: string }>('SELECT nickname FROM user_informations WHERE id = $1', [info!.id]))!.nickname).toBe('ひまわり');
  });

  test('a hold word saves the post held: its author sees it, others do not; in the queue as watched_word', async () => {
    const res = await postComment('あの人にシネと言われた');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ moderation: 'held' });
    expect(await visibleBodies()).toEqual([]);
    expect(await visibleBodies(w.tokens.paid)).toEqual([]);
    expect(await visibleBodies(w.tokens.free)).toEqual(['あの人にシネと言われた']);
    const [review] = await reviewsOf(t.app, w.tokens.admin);
    expect(review).toMatchObject({ crisis: false, subject: { kind: 'comment', moderation: 'held' }, reasons: [{ reason: 'watched_word', detail: 'シネ' }] });
  });

  test('matching is on normalised text: ｼﾈ and しね are held as シネ', async () => {
    for (const text of ['ｼﾈって何', 'しねって何']) expect((await postComment(text)).json().data.moderation).toBe('held');
    expect(await visibleBodies()).toEqual([]);
    expect(await countRows(t, 'reviews')).toBe(2);
  });

  test('a flag word publishes the post and puts it in the queue', async () => {
    const res = await postComment('この方法なら必ず治ると聞きました');
    expect(res.statusCode).toBe(201);
    expect(res.json().data.moderation).toBeUndefined();
    expect(await visibleBodies()).toEqual(['この方法なら必ず治ると聞きました']);
    expect((await reviewsOf(t.app, w.tokens.admin))[0]).toMatchObject({ subject: { moderation: 'visible' }, reasons: [{ reason: 'watched_word', detail: '必ず治る' }] });
  });

  test('crisis words never block: the answer asks for the help lines, the post is saved as written, its review first', async () => {
    await postComment('この方法なら必ず治ると聞きました');
    for (const text of ['もう死にたい', '消えたい気持ちです']) {
      const res = await postComment(text);
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ body: text, crisis_help: true });
    }
    expect(await visibleBodies()).toEqual(['この方法なら必ず治ると聞きました', 'もう死にたい', '消えたい気持ちです']);
    const queue = await reviewsOf(t.app, w.tokens.admin);
    expect(queue.map((r) => [r.crisis, r.subject.text])).toEqual([
      [true, 'もう死にたい'],
      [true, '消えたい気持ちです'],
      [false, 'この方法なら必ず治ると聞きました'],
    ]);
    expect(queue[0].reasons).toEqual([{ reason: 'crisis', detail: '死にたい' }]);
    const question = await call(t.app, 'POST', '/api/v1/questions', { token: w.tokens.paid, payload: { title: '生きていたくない', body: '相談です', category_id: w.categoryId } });
    expect(question.statusCode).toBe(201);
    expect(question.json().data.crisis_help).toBe(true);
    // An ordinary post says nothing of it.
    expect((await postComment('見学に行きました')).json().data.crisis_help).toBeUndefined();
  });

  test('a crisis word with a block word is held, not refused', async () => {
    const res = await postComment('死にたい。殺すぞと言われた');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ moderation: 'held', crisis_help: true });
    expect(await visibleBodies()).toEqual([]);
    const [review] = await reviewsOf(t.app, w.tokens.admin);
    expect(review.crisis).toBe(true);
    expect(review.reasons.map((r) => r.reason)).toEqual(['crisis', 'watched_word']);
  });

  test('a search with crisis words answers crisis_help; an ordinary one does not', async () => {
    const crisis = await call(t.app, 'GET', `/api/v1/questions?keyword=${encodeURIComponent('死にたい')}`);
    expect(crisis.statusCode).toBe(200);
    expect(crisis.json().meta.crisis_help).toBe(true);
    const plain = await call(t.app, 'GET', `/api/v1/questions?keyword=${encodeURIComponent('通所')}`);
    expect(plain.json().meta.crisis_help).toBeUndefined();
    expect(plain.json().data.map((q: { id: number }) => q.id)).toEqual([questionId]);
  });

  test('a valid マイナンバー is 400 naming body and writes nothing; one with a wrong check digit passes', async () => {
    const number = myNumber();
    const res = await call(t.app, 'POST', '/api/v1/questions', { token: w.tokens.paid, payload: { title: '手続き', body: `番号は${number}です`, category_id: w.categoryId } });
    expect([res.statusCode, fieldOf(res)]).toEqual([400, 'body']);
    expect(res.json().errors[0].message).toContain('マイナンバー');
    expect(await countRows(t, 'questions')).toBe(1);
    expect((await postComment(`番号は${number}です`)).statusCode).toBe(400);
    expect(await countRows(t, 'comments')).toBe(0);
    const wrong = `${number.slice(0, 11)}${(Number(number[11]) + 1) % 10}`;
    expect((await postComment(`番号は${wrong}です`)).statusCode).toBe(201);
  });

  test('a phone number holds a comment as personal_info; a help line’s number does not', async () => {
    const phone = await postComment('連絡は090-1234-5678まで');
    expect(phone.json().data.moderation).toBe('held');
    expect((await reviewsOf(t.app, w.tokens.admin))[0].reasons).toEqual([{ reason: 'personal_info', detail: expect.any(String) }]);
    const helpLine = await postComment('よりそいホットライン 0120-279-338 に電話しました');
    expect(helpLine.statusCode).toBe(201);
    expect(helpLine.json().data.moderation).toBeUndefined();
    expect(await visibleBodies()).toEqual(['よりそいホットライン 0120-279-338 に電話しました']);
    expect(await countRows(t, 'reviews')).toBe(1);
  });

  test('an expert application with a マイナンバー is 400 and writes nothing', async () => {
    const before = await countRows(t, 'expert_infos');
    const res = await call(t.app, 'POST', '/api/v1/expert_infos', {
      token: w.tokens.free,
      payload: { name: '申込 太郎', title: '社会福祉士', qualifications: '社会福祉士', fields: '就労', profile: '紹介', qualification_check: `個人番号 ${myNumber()}` },
    });
    expect([res.statusCode, fieldOf(res)]).toEqual([400, 'qualification_check']);
    expect(await countRows(t, 'expert_infos')).toBe(before);
  });
});

describe('removal requests (contact form)', () => {
  const request = (url?: string) =>
    call(t.app, 'POST', '/api/v1/contacts', { payload: { kind: 'removal_request', ...(url !== undefined && { url }), name: '家族', email: 'family@example.jp', subject: '削除のお願い', body: '家族の名前が書かれています。' } });

  test('without a URL: 400 naming url, nothing written', async () => {
    const res = await request();
    expect([res.statusCode, fieldOf(res)]).toEqual([400, 'url']);
    expect([await countRows(t, 'contacts'), await countRows(t, 'reviews')]).toEqual([0, 0]);
  });

  test('with the URL of a comment: a review on that comment, reason removal_request', async () => {
    const commentId = await commentOn(t.app, w.tokens.free, questionId, '名前が出ています');
    const url = `https://hiroba.example.jp${itemPath({ kind: 'comment', id: commentId, question: { id: questionId, qa_type: '一般' } })}`;
    expect((await request(url)).statusCode).toBe(201);
    const [review] = await reviewsOf(t.app, w.tokens.admin);
    expect(review.subject).toMatchObject({ kind: 'comment', id: commentId });
    expect(review.reasons).toEqual([{ reason: 'removal_request', detail: expect.stringContaining('家族の名前が書かれています。') }]);
  });

  test('with an unknown URL: a review on the message itself', async () => {
    expect((await request('https://example.com/somewhere')).statusCode).toBe(201);
    const contact = await t.db.one<{ id: number }>('SELECT id FROM contacts');
    const [review] = await reviewsOf(t.app, w.tokens.admin);
    expect(review.subject).toMatchObject({ kind: 'contact', id: contact!.id, url: 'https://example.com/somewhere' });
    expect(review.reasons[0].reason).toBe('removal_request');
  });
});

describe('help lines', () => {
  const line = { name: '地域の相談窓口', number: '0120-000-111', hours: '平日9時〜17時', checked_on: '2026-12-01' };

  test('anyone reads the six seeded lines in order, each checked on a YYYY-MM-DD day', async () => {
    const res = await call(t.app, 'GET', '/api/v1/help_lines?per=all');
    expect(res.statusCode).toBe(200);
    const lines = res.json().data as Array<{ name: string; number: string; sort_order: number; checked_on: string }>;
    expect(lines.map((l) => l.number)).toEqual(['0120-279-338', '0570-783-556', '0570-064-556', '0120-007-110', '110', '119']);
    expect(lines[0].name).toBe('よりそいホットライン');
    for (const l of lines) expect(l.checked_on).toMatch(/^\d{4}-\d\d-\d\d$/);
  });

  test('admins add, change and remove a line', async () => {
    const created = await call(t.app, 'POST', '/api/v1/help_lines', { token: w.tokens.admin, payload: { ...line, sort_order: 7 } });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ ...line, note: null, sort_order: 7 });
    const id = created.json().data.id;
    const changed = await call(t.app, 'PATCH', `/api/v1/help_lines/${id}`, { token: w.tokens.admin, payload: { checked_on: '2027-01-05', note: '通話無料' } });
    expect(changed.json().data).toMatchObject({ name: line.name, checked_on: '2027-01-05', note: '通話無料' });
    expect((await call(t.app, 'GET', `/api/v1/help_lines/${id}`)).json().data.checked_on).toBe('2027-01-05');
    expect((await call(t.app, 'DELETE', `/api/v1/help_lines/${id}`, { token: w.tokens.admin })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/v1/help_lines/${id}`)).statusCode).toBe(404);
  });

  test('a day that does not exist is 400 naming checked_on; a bad number 400 naming number; nothing written', async () => {
    const before = await countRows(t, 'help_lines');
    const badDay = await call(t.app, 'POST', '/api/v1/help_lines', { token: w.tokens.admin, payload: { ...line, checked_on: '2026-02-30' } });
    expect([badDay.statusCode, fieldOf(badDay)]).toEqual([400, 'checked_on']);
    for (const number of ['0120-ABC', '-110', '電話']) {
      const res = await call(t.app, 'POST', '/api/v1/help_lines', { token: w.tokens.admin, payload: { ...line, number } });
      expect([number, res.statusCode, fieldOf(res)]).toEqual([number, 400, 'number']);
    }
    const first = (await call(t.app, 'GET', '/api/v1/help_lines')).json().data[0];
    const patch = await call(t.app, 'PATCH', `/api/v1/help_lines/${first.id}`, { token: w.tokens.admin, payload: { checked_on: '2026-13-01' } });
    expect([patch.statusCode, fieldOf(patch)]).toEqual([400, 'checked_on']);
    expect(await countRows(t, 'help_lines')).toBe(before);
  });
});
