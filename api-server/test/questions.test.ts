// Questions: posting (who may, what is checked), reading (list, filters, paging, one question and
// its view count), editing and removing (own, admin with an audit row), popular, by expert, mine.
import { call, setRole, useTestApp } from './helpers/test-app';
import { ask, member, qaWorld, type QaWorld } from './helpers/qa';

const t = useTestApp();
let w: QaWorld;
beforeEach(async () => {
  w = await qaWorld(t);
});

const question = (overrides: Record<string, unknown> = {}) => ({
  title: '就労移行支援の利用期間について',
  body: '就労移行支援は原則2年と聞きました。延長はできるのでしょうか。',
  category_id: w.categoryId,
  tag_ids: [w.tagIds[0]],
  ...overrides,
});

describe('POST /api/v1/questions', () => {
  test('a paid member posts; the answer is the whole question, unanswered, with its category, tags and author', async () => {
    const res = await call(t.app, 'POST', '/api/v1/questions', { token: w.tokens.paid, payload: question({ title: '  前後の空白  ' }) });
    expect(res.statusCode).toBe(201);
    const q = res.json().data;
    expect(q).toMatchObject({
      title: '前後の空白',
      body: question().body,
      excerpt: question().body,
      answer_state: 'unanswered',
      qa_type: '一般',
      category: { id: w.categoryId, title: w.categoryTitle },
      tags: [{ id: w.tagIds[0], title: w.tagTitles[0] }],
      user: { role: 'paid_member', user_information: { nickname: 'さくら' } },
      expert_info: null,
      like_counts: 0,
      comment_counts: 0,
      liked: false,
      favorited: false,
    });
    expect(q.user.email).toBeUndefined();
  });

  test('addressed to an approved expert it is a 専門家 question', async () => {
    const res = await call(t.app, 'POST', '/api/v1/questions', { token: w.tokens.paid, payload: question({ expert_info_id: w.expertInfoId }) });
    expect(res.json().data).toMatchObject({ qa_type: '専門家', expert_info: { id: w.expertInfoId, name: '山田 花子' } });
  });

  test.each([
    ['title', { title: '' }, 'タイトルを入力してください。'],
    ['title', { title: '　 ' }, 'タイトルを入力してください。'],
    ['title', { title: 'あ'.repeat(101) }, 'タイトルは100文字以内で入力してください。'],
    ['body', { body: 'い'.repeat(5001) }, '本文は5000文字以内で入力してください。'],
    ['body', { body: undefined }, '本文を入力してください。'],
    ['category_id', { category_id: 999999 }, 'カテゴリが見つかりません。一覧から選び直してください。'],
    ['category_id', { category_id: 'abc' }, 'カテゴリの形式が正しくありません。'],
    ['tag_ids', { tag_ids: [1, 2, 3, 4, 5, 6] }, 'タグは5個まで選べます。'],
    ['tag_ids', { tag_ids: [1, 1] }, 'タグが重複しています。'],
    ['expert_info_id', { expert_info_id: 999999 }, 'この専門家には質問できません。一覧から選び直してください。'],
    ['nickname', { nickname: 'x' }, '「nickname」は使えない項目です。'],
  ])('bad %s answers 400 naming the field in Japanese', async (field, overrides, message) => {
    const res = await call(t.app, 'POST', '/api/v1/questions', { token: w.tokens.paid, payload: question(overrides) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  test('a draft tag or a draft category cannot be chosen', async () => {
    const draftCategory = await t.db.one<{ id: number }>("INSERT INTO categories (title, status) VALUES ('下書き', 'draft') RETURNING id");
    const tag = await call(t.app, 'POST', '/api/v1/questions', { token: w.tokens.paid, payload: question({ tag_ids: [w.draftTagId] }) });
    expect([tag.statusCode, tag.json().errors[0].field]).toEqual([400, 'tag_ids']);
    const category = await call(t.app, 'POST', '/api/v1/questions', { token: w.tokens.paid, payload: question({ category_id: draftCategory!.id }) });
    expect([category.statusCode, category.json().errors[0].field]).toEqual([400, 'category_id']);
  });

  test('visitors 401, free members and experts 403, admins 201', async () => {
    expect((await call(t.app, 'POST', '/api/v1/questions', { payload: question() })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/v1/questions', { token: w.tokens.free, payload: question() })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/v1/questions', { token: w.tokens.expert, payload: question() })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/v1/questions', { token: w.tokens.admin, payload: question() })).statusCode).toBe(201);
  });
});

describe('GET /api/v1/questions', () => {
  test('newest first, paged, with an excerpt of about 120 characters instead of the body', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push(await ask(t.app, w.tokens.paid, question({ title: `質問${i}`, body: `${'長い本文です。'.repeat(30)}\n${i}` })));
    const res = await call(t.app, 'GET', '/api/v1/questions?per=2&page=2');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.meta).toEqual({ page: 2, per: 2, total: 5, total_pages: 3 });
    expect(page.data.map((q: { id: number }) => q.id)).toEqual([ids[2], ids[1]]);
    expect(page.data[0].body).toBeUndefined();
    expect(Array.from(page.data[0].excerpt as string)).toHaveLength(121);
    expect(page.data[0].excerpt.endsWith('…')).toBe(true);
    expect(page.data[0].liked).toBeUndefined();
  });

  test('pages written into a prepared statement (the first three) and later ones (parameters) follow one order', async () => {
    for (let i = 1; i <= 10; i++) await ask(t.app, w.tokens.paid, question({ title: `順番の質問${i}` }));
    const ids = async (url: string) => (await call(t.app, 'GET', url, { token: w.tokens.free })).json().data.map((q: { id: number }) => q.id);
    const all = await ids('/api/v1/questions?per=100');
    expect(all.length).toBeGreaterThanOrEqual(10);
    const paged = [];
    for (let page = 1; page <= 4; page++) paged.push(...(await ids(`/api/v1/questions?per=3&page=${page}`)));
    expect(paged).toEqual(all.slice(0, 12));
  });

  test('signed in, each item says whether the caller liked or favorited it', async () => {
    const id = await ask(t.app, w.tokens.paid, question());
    await call(t.app, 'POST', '/api/v1/user_like_questions', { token: w.tokens.free, payload: { question_id: id } });
    const mine = (await call(t.app, 'GET', '/api/v1/questions', { token: w.tokens.free })).json().data[0];
    expect(mine).toMatchObject({ id, liked: true, favorited: false, like_counts: 1 });
    const theirs = (await call(t.app, 'GET', '/api/v1/questions', { token: w.tokens.paid })).json().data[0];
    expect(theirs).toMatchObject({ liked: false });
  });

  test('type 未回答 holds a question until its first answer; 専門家 and 一般 split the rest', async () => {
    const general = await ask(t.app, w.tokens.paid, question({ title: '一般の質問' }));
    const addressed = await ask(t.app, w.tokens.paid, question({ title: '専門家宛ての質問', expert_info_id: w.expertInfoId }));
    const ids = async (type: string) =>
      (await call(t.app, 'GET', `/api/v1/questions?type=${encodeURIComponent(type)}`)).json().data.map((q: { id: number }) => q.id).sort();
    expect(await ids('未回答')).toEqual([general, addressed].sort());
    expect(await ids('専門家')).toEqual([addressed]);
    expect(await ids('一般')).toEqual([general]);

    await call(t.app, 'POST', '/api/v1/comments', { token: w.tokens.free, payload: { question_id: general, body: '私も知りたいです。' } });
    expect(await ids('未回答')).toEqual([addressed]);
    expect(await ids('一般')).toEqual([general]);

    // An expert's answer makes a general question an expert one.
    await call(t.app, 'POST', '/api/v1/comments', { token: w.tokens.expert, payload: { question_id: general, body: '延長できる場合があります。' } });
    expect(await ids('専門家')).toEqual([general, addressed].sort());
    expect(await ids('一般')).toEqual([]);
    const list = (await call(t.app, 'GET', '/api/v1/questions?type=%E6%9C%AA%E5%9B%9E%E7%AD%94')).json();
    expect(list.meta.total).toBe(1);
  });

  test('filters by tag title, by category id or title, and by addressed expert', async () => {
    const second = await t.db.one<{ id: number; title: string }>("SELECT id, title FROM categories WHERE status = 'published' ORDER BY id OFFSET 1 LIMIT 1");
    const a = await ask(t.app, w.tokens.paid, question({ tag_ids: [w.tagIds[0], w.tagIds[1]] }));
    const b = await ask(t.app, w.tokens.paid, question({ tag_ids: [w.tagIds[1]], category_id: second!.id, expert_info_id: w.expertInfoId }));
    const ids = async (query: string) => (await call(t.app, 'GET', `/api/v1/questions?${query}`)).json().data.map((q: { id: number }) => q.id);
    expect(await ids(`tag=${encodeURIComponent(w.tagTitles[0])}`)).toEqual([a]);
    expect(await ids(`tag=${encodeURIComponent(w.tagTitles[1])}`)).toEqual([b, a]);
    expect(await ids(`tag=${encodeURIComponent('ないタグ')}`)).toEqual([]);
    expect(await ids(`category=${second!.id}`)).toEqual([b]);
    expect(await ids(`category=${encodeURIComponent(second!.title)}`)).toEqual([b]);
    expect(await ids(`category=${encodeURIComponent(w.categoryTitle)}`)).toEqual([a]);
    expect(await ids(`expert_info_id=${w.expertInfoId}`)).toEqual([b]);
  });

  test('bad filters answer 400 naming the field', async () => {
    for (const [query, field] of [
      ['type=%E3%81%9D%E3%81%AE%E4%BB%96', 'type'],
      ['per=1000', 'per'],
      ['page=0', 'page'],
      ['per=all', 'per'],
      ['unknown=1', 'unknown'],
    ]) {
      const res = await call(t.app, 'GET', `/api/v1/questions?${query}`);
      expect([query, res.statusCode, res.json().errors[0].field]).toEqual([query, 400, field]);
    }
  });

  test('a removed question leaves every list', async () => {
    const id = await ask(t.app, w.tokens.paid, question());
    expect((await call(t.app, 'DELETE', `/api/v1/questions/${id}`, { token: w.tokens.paid })).statusCode).toBe(204);
    const list = (await call(t.app, 'GET', '/api/v1/questions')).json();
    expect([list.data, list.meta.total]).toEqual([[], 0]);
    expect((await call(t.app, 'GET', '/api/v1/questions/popular_questions')).json().data).toEqual([]);
    expect((await call(t.app, 'GET', '/api/v1/questions/my_questions', { token: w.tokens.paid })).json().data).toEqual([]);
  });
});

describe('GET /api/v1/questions/{id}', () => {
  // A reload is not another view (view-counting.test.ts has the rules).
  test('answers the body and counts each reader’s view (written in batches)', async () => {
    const id = await ask(t.app, w.tokens.paid, question());
    const from = (remoteAddress: string) => t.app.inject({ method: 'GET', url: `/api/v1/questions/${id}`, remoteAddress });
    const first = (await from('198.51.100.1')).json().data;
    const reload = (await from('198.51.100.1')).json().data;
    const second = (await from('198.51.100.2')).json().data;
    expect([first.body, first.view_counts, reload.view_counts, second.view_counts]).toEqual([question().body, 1, 1, 2]);
    await t.app.ctx.services.content.questionViews.flush();
    expect((await t.db.one<{ views: number }>("SELECT views FROM content_views WHERE content_type = 'question' AND content_id = $1", [id]))!.views).toBe(2);
    expect((await call(t.app, 'GET', `/api/v1/questions/${id}`, { token: w.tokens.free })).json().data.view_counts).toBe(3);
  });

  test('a missing or removed question answers 404 in Japanese', async () => {
    const id = await ask(t.app, w.tokens.paid, question());
    await call(t.app, 'DELETE', `/api/v1/questions/${id}`, { token: w.tokens.admin });
    for (const url of [`/api/v1/questions/${id}`, '/api/v1/questions/999999']) {
      const res = await call(t.app, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].message).toMatch(/質問が見つかりませんでした/);
    }
    expect((await call(t.app, 'GET', '/api/v1/questions/abc')).statusCode).toBe(400);
  });

  test('a withdrawn author shows as null', async () => {
    const id = await ask(t.app, w.tokens.paid, question());
    const paidId = (await call(t.app, 'GET', `/api/v1/questions/${id}`)).json().data.user.id;
    expect((await call(t.app, 'DELETE', `/api/v1/users/${paidId}`, { token: w.tokens.paid })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/v1/questions/${id}`)).json().data.user).toBeNull();
  });
});

describe('PATCH and DELETE /api/v1/questions/{id}', () => {
  test('the author edits title, body, tags and expert; search columns follow', async () => {
    const id = await ask(t.app, w.tokens.paid, question({ expert_info_id: w.expertInfoId }));
    const res = await call(t.app, 'PATCH', `/api/v1/questions/${id}`, {
      token: w.tokens.paid,
      payload: { title: '手話通訳の派遣について', tag_ids: [w.tagIds[1], w.tagIds[2]], expert_info_id: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: '手話通訳の派遣について', body: question().body, qa_type: '一般', expert_info: null });
    expect(res.json().data.tags.map((tag: { id: number }) => tag.id).sort()).toEqual([w.tagIds[1], w.tagIds[2]].sort());
    const found = (await call(t.app, 'GET', `/api/v1/questions?keyword=${encodeURIComponent('手話')}`)).json().data;
    expect(found.map((q: { id: number }) => q.id)).toEqual([id]);
  });

  test('others may not edit; an author who is no longer paid may not; admins may (audited)', async () => {
    const id = await ask(t.app, w.tokens.paid, question());
    const other = await member(t, 'other-paid@example.jp', 'paid_member');
    expect((await call(t.app, 'PATCH', `/api/v1/questions/${id}`, { token: other.token, payload: { title: '横取り' } })).statusCode).toBe(403);
    expect((await call(t.app, 'PATCH', `/api/v1/questions/${id}`, { token: w.tokens.admin, payload: { title: '管理者が修正' } })).statusCode).toBe(200);
    const row = await t.db.one("SELECT action, target_id FROM audit_logs WHERE action = 'question.update'");
    expect(row).toEqual({ action: 'question.update', target_id: id });
    await setRole(t, 'demo-paid@example.jp', 'free_member');
    const res = await call(t.app, 'PATCH', `/api/v1/questions/${id}`, { token: w.tokens.paid, payload: { title: '戻った' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].message).toMatch(/有料会員/);
    expect((await call(t.app, 'PATCH', '/api/v1/questions/999999', { token: w.tokens.admin, payload: {} })).statusCode).toBe(404);
  });

  test('the author deletes without an audit row; an admin removal is audited; others get 403', async () => {
    const own = await ask(t.app, w.tokens.paid, question());
    const moderated = await ask(t.app, w.tokens.paid, question());
    expect((await call(t.app, 'DELETE', `/api/v1/questions/${moderated}`, { token: w.tokens.free })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/v1/questions/${own}`, { token: w.tokens.paid })).statusCode).toBe(204);
    expect((await call(t.app, 'DELETE', `/api/v1/questions/${moderated}`, { token: w.tokens.admin })).statusCode).toBe(204);
    expect((await call(t.app, 'DELETE', `/api/v1/questions/${moderated}`, { token: w.tokens.admin })).statusCode).toBe(404);
    const audits = await t.db.query('SELECT action, target_type, target_id, detail FROM audit_logs ORDER BY id');
    expect(audits).toEqual([{ action: 'question.remove', target_type: 'question', target_id: moderated, detail: expect.objectContaining({ title: question().title }) }]);
    const rows = await t.db.query<{ deleted_at: Date | null }>('SELECT deleted_at FROM questions ORDER BY id');
    expect(rows.every((r) => r.deleted_at !== null)).toBe(true);
  });
});

describe('popular, by expert, mine', () => {
  test('popular ranks engagement (likes, comments) above plain recency', async () => {
    const older = await ask(t.app, w.tokens.paid, question({ title: '反応の多い質問' }));
    const newer = await ask(t.app, w.tokens.paid, question({ title: '新しい質問' }));
    for (const token of [w.tokens.free, w.tokens.expert, w.tokens.admin]) {
      await call(t.app, 'POST', '/api/v1/user_like_questions', { token, payload: { question_id: older } });
    }
    await call(t.app, 'POST', '/api/v1/comments', { token: w.tokens.free, payload: { question_id: older, body: 'コメント' } });
    const res = (await call(t.app, 'GET', '/api/v1/questions/popular_questions?per=5')).json();
    expect(res.data.map((q: { id: number }) => q.id)).toEqual([older, newer]);
    expect(res.meta).toEqual({ page: 1, per: 5, total: 2, total_pages: 1 });
  });

  test('question_by_expert_info_id lists the questions addressed to that expert', async () => {
    await ask(t.app, w.tokens.paid, question());
    const addressed = await ask(t.app, w.tokens.paid, question({ expert_info_id: w.expertInfoId }));
    const res = (await call(t.app, 'GET', `/api/v1/questions/question_by_expert_info_id?expert_info_id=${w.expertInfoId}`)).json();
    expect(res.data.map((q: { id: number }) => q.id)).toEqual([addressed]);
    expect((await call(t.app, 'GET', '/api/v1/questions/question_by_expert_info_id')).json().errors[0]).toEqual({
      field: 'expert_info_id',
      message: '専門家を入力してください。',
    });
  });

  test('my_questions lists only the caller’s questions and needs sign-in', async () => {
    const mine = await ask(t.app, w.tokens.paid, question());
    await ask(t.app, w.tokens.admin, question());
    const res = (await call(t.app, 'GET', '/api/v1/questions/my_questions', { token: w.tokens.paid })).json();
    expect([res.data.map((q: { id: number }) => q.id), res.meta.total]).toEqual([[mine], 1]);
    expect((await call(t.app, 'GET', '/api/v1/questions/my_questions')).statusCode).toBe(401);
  });
});
