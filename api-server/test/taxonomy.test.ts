// Tags and categories: lists (status filter, paging, per=all, order), one item, admin writes
// (audited), drafts visible to admins only, show_by_title.
import { ADMIN, call, DEMO, expectFieldErrors, tokenFor, useTestApp } from './helpers/test-app';

const t = useTestApp();
const admin = () => tokenFor(t.app, ADMIN.email);
type Item = { id: number; title: string; status: string; sort_order?: number };

describe('tags', () => {
  test('visitors get published tags in title order (code point), with paging meta', async () => {
    const res = await call(t.app, 'GET', '/api/v1/tags?status=published&per=all');
    expect(res.statusCode).toBe(200);
    const titles = res.json().data.map((x: Item) => x.title);
    expect(titles).toContain('手話');
    expect(titles).not.toContain('補装具'); // a draft
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(res.json().meta).toEqual({ page: 1, per: titles.length, total: titles.length, total_pages: 1 });
    const page2 = await call(t.app, 'GET', '/api/v1/tags?per=5&page=2');
    expect(page2.json().meta).toEqual({ page: 2, per: 5, total: titles.length, total_pages: Math.ceil(titles.length / 5) });
    expect(page2.json().data.map((x: Item) => x.title)).toEqual(titles.slice(5, 10));
  });

  test('drafts: status=all or draft only for admins; a draft id answers 404 to others', async () => {
    const forbidden = await call(t.app, 'GET', '/api/v1/tags?status=all', { token: await tokenFor(t.app, DEMO.paid) });
    expect(forbidden.statusCode).toBe(403);
    const all = await call(t.app, 'GET', '/api/v1/tags?status=all&per=all', { token: await admin() });
    expect(all.json().data.map((x: Item) => x.title)).toContain('補装具');
    const drafts = await call(t.app, 'GET', '/api/v1/tags?status=draft&per=all', { token: await admin() });
    expect(drafts.json().data.every((x: Item) => x.status === 'draft')).toBe(true);
    const draft = drafts.json().data[0] as Item;
    expect((await call(t.app, 'GET', `/api/v1/tags/${draft.id}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/v1/tags/${draft.id}`, { token: await admin() })).json().data.title).toBe(draft.title);
  });

  test('bad paging values are named in Japanese', async () => {
    const res = await call(t.app, 'GET', '/api/v1/tags?per=1000&page=0');
    expectFieldErrors(res, [
      { field: 'per', message: '表示件数の値が正しくありません。' },
      { field: 'page', message: 'ページ番号は1以上の数を入力してください。' },
    ]);
  });

  test('admin creates, renames and deletes a tag; each write is audited', async () => {
    const token = await admin();
    const created = await call(t.app, 'POST', '/api/v1/tags', { token, payload: { title: ' ピアサポート ', status: 'published' } });
    expect(created.statusCode).toBe(201);
    const tag = created.json().data as Item;
    expect(tag).toMatchObject({ title: 'ピアサポート', status: 'published' });
    const dup = await call(t.app, 'POST', '/api/v1/tags', { token, payload: { title: 'ピアサポート', status: 'draft' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0]).toEqual({ field: 'title', message: 'この名前のタグはすでにあります。別の名前を入力してください。' });
    const renamed = await call(t.app, 'PATCH', `/api/v1/tags/${tag.id}`, { token, payload: { title: 'ピア・サポート' } });
    expect(renamed.json().data).toMatchObject({ id: tag.id, title: 'ピア・サポート', status: 'published' });
    const clash = await call(t.app, 'PATCH', `/api/v1/tags/${tag.id}`, { token, payload: { title: '手話' } });
    expect(clash.statusCode).toBe(409);
    expect((await call(t.app, 'DELETE', `/api/v1/tags/${tag.id}`, { token })).statusCode).toBe(204);
    expect((await call(t.app, 'DELETE', `/api/v1/tags/${tag.id}`, { token })).statusCode).toBe(404);
    const actions = (await t.db.query<{ action: string }>("SELECT action FROM audit_logs WHERE target_type = 'tags' ORDER BY id")).map((r) => r.action);
    expect(actions).toEqual(['tags.create', 'tags.update', 'tags.delete']);
  });

  test('writes validate and refuse non-admins', async () => {
    const token = await admin();
    const blank = await call(t.app, 'POST', '/api/v1/tags', { token, payload: { title: '   ', status: 'published' } });
    expect(blank.json().errors).toEqual([{ field: 'title', message: 'タイトルを入力してください。' }]);
    const bad = await call(t.app, 'POST', '/api/v1/tags', { token, payload: { title: 'x', status: 'secret', color: 'red' } });
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'status', message: '状態の値が正しくありません。' },
        { field: 'color', message: '「color」は使えない項目です。' },
      ]),
    );
    expect((await call(t.app, 'POST', '/api/v1/tags', { token: await tokenFor(t.app, DEMO.expert), payload: { title: 'x', status: 'draft' } })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/v1/tags', { payload: { title: 'x', status: 'draft' } })).statusCode).toBe(401);
  });
});

describe('categories', () => {
  test('published categories by sort_order, per=all for the footer', async () => {
    const res = await call(t.app, 'GET', '/api/v1/categories?status=published&per=all');
    const data = res.json().data as Item[];
    expect(data.map((c) => c.title).slice(0, 3)).toEqual(['障害福祉サービス', '就労支援', '障害年金']);
    expect(data.map((c) => c.sort_order)).toEqual([...data.map((c) => c.sort_order)].sort((a, b) => a! - b!));
    expect(data[0]).toEqual({
      id: expect.any(Number),
      title: '障害福祉サービス',
      description: expect.any(String),
      status: 'published',
      sort_order: 10,
      created_at: expect.stringMatching(/^\d{4}-/),
      updated_at: expect.stringMatching(/^\d{4}-/),
    });
  });

  test('admin creates one with description and order; PATCH can clear the description', async () => {
    const token = await admin();
    const created = await call(t.app, 'POST', '/api/v1/categories', {
      token,
      payload: { title: '相談窓口', description: '相談先の探し方', status: 'draft', sort_order: 5 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect((await call(t.app, 'GET', '/api/v1/categories?status=all&per=all', { token })).json().data[0].title).toBe('相談窓口');
    const cleared = await call(t.app, 'PATCH', `/api/v1/categories/${id}`, { token, payload: { description: null, status: 'published' } });
    expect(cleared.json().data).toMatchObject({ description: null, status: 'published', sort_order: 5 });
    expect((await call(t.app, 'GET', `/api/v1/categories/${id}`)).statusCode).toBe(200);
  });

  test('show_by_title finds a published category; a draft only for admins', async () => {
    const res = await call(t.app, 'GET', `/api/v1/categories/show_by_title?title=${encodeURIComponent('就労支援')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.title).toBe('就労支援');
    await t.db.query("UPDATE categories SET status = 'draft' WHERE title = '就労支援'");
    expect((await call(t.app, 'GET', `/api/v1/categories/show_by_title?title=${encodeURIComponent('就労支援')}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/v1/categories/show_by_title?title=${encodeURIComponent('就労支援')}`, { token: await admin() })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/categories/show_by_title?title=%E3%81%AA%E3%81%84')).statusCode).toBe(404);
  });

  test('deleting a category is audited and leaves its columns without a category', async () => {
    const token = await admin();
    const cat = await t.db.one<{ id: number }>("SELECT id FROM categories WHERE title = '障害年金'");
    await t.db.query("INSERT INTO columns (title, body, category_id, status, published_at) VALUES ('年金のはなし', '本文', $1, 'published', now())", [cat!.id]);
    expect((await call(t.app, 'DELETE', `/api/v1/categories/${cat!.id}`, { token })).statusCode).toBe(204);
    expect(await t.db.one('SELECT category_id FROM columns')).toEqual({ category_id: null });
    expect(await t.db.one("SELECT detail FROM audit_logs WHERE action = 'categories.delete'")).toEqual({ detail: { title: '障害年金' } });
  });
});
