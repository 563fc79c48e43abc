// Columns through the API: writing (admins), reading (published for everyone, the rest for admins),
// scheduled publication, the lists and their filters, favorites, pictures, the audit log and the
// untrusted body.
import { publishScheduledColumns } from '../src/jobs/publish-scheduled-columns';
import { services } from './helpers/jobs';
import { PICTURE, PNG_DATA_URL } from './helpers/pictures';
import { qaWorld, type QaWorld } from './helpers/qa';
import { XSS_PAYLOADS } from './helpers/xss-payloads';
import { DEMO, call, expectFieldErrors, tokenFor, useTestApp, userIdOf } from './helpers/test-app';

const t = useTestApp();
let w: QaWorld;
beforeEach(async () => {
  w = await qaWorld(t);
});

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

async function upload(token = w.tokens.admin): Promise<string> {
  const res = await call(t.app, 'POST', '/api/v1/columns/images', { token, payload: { image_data: PNG_DATA_URL } });
  expect(res.statusCode).toBe(201);
  return res.json().data.url;
}

function columnBody(extra: Record<string, unknown> = {}) {
  return {
    title: '受給者証の申請の流れ',
    excerpt: '障害福祉サービスを使い始めるまでの手続きを順に説明します。',
    body: '<h2>まず相談</h2><p>市区町村の窓口で相談します。</p><h3>持ち物</h3><ul><li><p>障害者手帳</p></li></ul>',
    category_id: w.categoryId,
    tag_ids: [w.tagIds[0]],
    status: 'published',
    ...extra,
  };
}

/** Writes a column as the admin and answers it (fails the test on anything but 201). */
async function write(extra: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', '/api/v1/columns', { token: w.tokens.admin, payload: columnBody(extra) });
  if (res.statusCode !== 201) throw new Error(`POST /columns: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

const ids = (res: { json(): { data: Array<{ id: number }> } }) => res.json().data.map((c) => c.id);
const auditActions = async (id: number) =>
  (await t.db.query<{ action: string; actor_user_id: number | null }>("SELECT action, actor_user_id FROM audit_logs WHERE target_type = 'column' AND target_id = $1 ORDER BY id", [id])).map((r) => [r.action, r.actor_user_id]);

describe('writing and reading', () => {
  test('an admin writes a column with its eye-catch and supervisor; anyone reads it with its table of contents', async () => {
    const picture = await upload();
    const created = await write({ thumbnail: picture, thumbnail_alt: '窓口で相談する二人', expert_info_id: w.expertInfoId });
    expect(created).toMatchObject({
      title: '受給者証の申請の流れ',
      status: 'published',
      thumbnail: picture,
      thumbnail_alt: '窓口で相談する二人',
      supervisor: { id: w.expertInfoId, status: 'approved' },
      category: { id: w.categoryId },
      tags: [{ id: w.tagIds[0] }],
      favorite_counts: 0,
      can_edit: true,
      can_delete: true,
    });
    expect(Date.now() - new Date(created.published_at).getTime()).toBeLessThan(60_000);

    const read = await call(t.app, 'GET', `/api/v1/columns/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      body: '<h2 id="section-1">まず相談</h2><p>市区町村の窓口で相談します。</p><h3 id="section-2">持ち物</h3><ul><li><p>障害者手帳</p></li></ul>',
      toc: [
        { id: 'section-1', level: 2, text: 'まず相談' },
        { id: 'section-2', level: 3, text: '持ち物' },
      ],
      view_counts: 1,
      can_edit: false,
      can_delete: false,
    });
    expect(read.json().data.favorited).toBeUndefined();
    const list = await call(t.app, 'GET', '/api/v1/columns');
    expect(ids(list)).toEqual([created.id]);
    expect(list.json().data[0].body).toBeUndefined();
    expect(await auditActions(created.id)).toEqual([['column.publish', expect.any(Number)]]);
  });

  test('drafts and scheduled columns are for admins only; a deleted one is for nobody', async () => {
    const draft = await write({ status: 'draft', title: '下書き' });
    const scheduled = await write({ status: 'scheduled', published_at: inAnHour(), title: '予約' });
    const published = await write({ title: '公開' });
    expect(draft.published_at).toBeNull();
    for (const token of [undefined, w.tokens.free, w.tokens.paid, w.tokens.expert]) {
      expect(ids(await call(t.app, 'GET', '/api/v1/columns', { token }))).toEqual([published.id]);
      for (const id of [draft.id, scheduled.id]) expect((await call(t.app, 'GET', `/api/v1/columns/${id}`, { token })).statusCode).toBe(404);
      expect((await call(t.app, 'GET', '/api/v1/columns?status=all', { token })).statusCode).toBe(403);
    }
    // Drafts (no date) first, then by publication date: the scheduled one is the newest.
    expect(ids(await call(t.app, 'GET', '/api/v1/columns?status=all', { token: w.tokens.admin }))).toEqual([draft.id, scheduled.id, published.id]);
    expect(ids(await call(t.app, 'GET', '/api/v1/columns?status=draft', { token: w.tokens.admin }))).toEqual([draft.id]);
    const preview = await call(t.app, 'GET', `/api/v1/columns/${draft.id}`, { token: w.tokens.admin });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ status: 'draft', view_counts: 0 });

    expect((await call(t.app, 'DELETE', `/api/v1/columns/${published.id}`, { token: w.tokens.admin })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/v1/columns/${published.id}`, { token: w.tokens.admin })).statusCode).toBe(404);
    expect(ids(await call(t.app, 'GET', '/api/v1/columns?status=all', { token: w.tokens.admin }))).toEqual([draft.id, scheduled.id]);
    expect((await call(t.app, 'DELETE', `/api/v1/columns/${published.id}`, { token: w.tokens.admin })).statusCode).toBe(404);
    expect(await auditActions(published.id)).toEqual([
      ['column.publish', expect.any(Number)],
      ['column.delete', expect.any(Number)],
    ]);
  });

  test('unpublishing hides a column and keeps its first publication date for when it is published again', async () => {
    const column = await write();
    const unpublished = await call(t.app, 'PATCH', `/api/v1/columns/${column.id}`, { token: w.tokens.admin, payload: { status: 'draft' } });
    expect(unpublished.json().data).toMatchObject({ status: 'draft', published_at: column.published_at });
    expect((await call(t.app, 'GET', `/api/v1/columns/${column.id}`)).statusCode).toBe(404);
    const again = await call(t.app, 'PATCH', `/api/v1/columns/${column.id}`, { token: w.tokens.admin, payload: { status: 'published', title: '改訂版' } });
    expect(again.json().data).toMatchObject({ status: 'published', title: '改訂版', published_at: column.published_at });
    expect((await auditActions(column.id)).map(([action]) => action)).toEqual(['column.publish', 'column.unpublish', 'column.publish']);
  });
});

describe('scheduled publication', () => {
  test('a column whose time has come is published by the job; one in the future is not', async () => {
    const due = await write({ status: 'scheduled', published_at: inAnHour(), title: '時間が来た予約' });
    const later = await write({ status: 'scheduled', published_at: inAnHour(), title: 'まだ先の予約' });
    expect(await auditActions(due.id)).toEqual([['column.schedule', expect.any(Number)]]);
    // The hour passes for one of them.
    await t.db.query("UPDATE columns SET published_at = now() - interval '1 second' WHERE id = $1", [due.id]);
    expect(ids(await call(t.app, 'GET', '/api/v1/columns'))).toEqual([]);

    const events = services(t.db).events;
    const announced: unknown[] = [];
    events.subscribe((event) => announced.push(event));
    await publishScheduledColumns.handle({}, { ...services(t.db), events });
    expect(announced).toEqual([{ type: 'content.changed', kind: 'column', id: due.id }]);
    t.app.ctx.services.content.cache.clear();
    expect(ids(await call(t.app, 'GET', '/api/v1/columns'))).toEqual([due.id]);
    expect((await call(t.app, 'GET', `/api/v1/columns/${later.id}`)).statusCode).toBe(404);
    // The system published it: the audit row has no person.
    expect(await auditActions(due.id)).toEqual([['column.schedule', expect.any(Number)], ['column.publish', null]]);
    // Running again changes nothing.
    await publishScheduledColumns.handle({}, services(t.db));
    expect(await auditActions(due.id)).toHaveLength(2);
  });

  test('the scheduled time must be given and in the future; a published column cannot be dated ahead', async () => {
    expectFieldErrors(await call(t.app, 'POST', '/api/v1/columns', { token: w.tokens.admin, payload: columnBody({ status: 'scheduled' }) }), [
      { field: 'published_at', message: '公開予約には公開日時を指定してください。' },
    ]);
    const past = new Date(Date.now() - 60_000).toISOString();
    expectFieldErrors(await call(t.app, 'POST', '/api/v1/columns', { token: w.tokens.admin, payload: columnBody({ status: 'scheduled', published_at: past }) }), [
      { field: 'published_at', message: '公開日時は今より後の日時を指定してください。' },
    ]);
    expectFieldErrors(await call(t.app, 'POST', '/api/v1/columns', { token: w.tokens.admin, payload: columnBody({ published_at: inAnHour() }) }), [
      { field: 'published_at', message: '先の日時に公開するときは「公開予約」を選んでください。' },
    ]);
    expect(Number((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM columns'))!.n)).toBe(0);
  });
});

describe('bad input names its field and writes nothing', () => {
  test.each([
    ['a blank title', { title: '   ' }, 'title', 'タイトルを入力してください。'],
    ['a blank lead', { excerpt: ' ' }, 'excerpt', 'リード文を入力してください。'],
    ['a body with nothing to read', { body: '<script>alert(1)</script><p> </p>' }, 'body', '本文を入力してください。'],
    ['a picture without alt text', { body: `<p>本文</p><p><img src="${PICTURE}"></p>` }, 'body', '本文の画像すべてに代替テキスト（画像の説明）を入力してください。'],
    ['an eye-catch without alt text', { thumbnail: PICTURE, thumbnail_alt: ' ' }, 'thumbnail_alt', 'アイキャッチ画像の代替テキスト（画像の説明）を入力してください。'],
    ['an eye-catch from elsewhere', { thumbnail: 'https://example.com/a.png', thumbnail_alt: '写真' }, 'thumbnail', 'アイキャッチ画像をもう一度アップロードしてください。'],
    ['a supervisor who is not an approved expert', { expert_info_id: 999999 }, 'expert_info_id', '監修者には承認済みの専門家を選んでください。'],
    ['a draft tag', { tag_ids: [-1] }, 'tag_ids', null],
  ] as const)('%s', async (_name, extra, field, message) => {
    const payload = columnBody(field === 'tag_ids' ? { tag_ids: [w.draftTagId] } : extra);
    const res = await call(t.app, 'POST', '/api/v1/columns', { token: w.tokens.admin, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe(field);
    if (message) expect(res.json().errors[0].message).toBe(message);
    expect(Number((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM columns'))!.n)).toBe(0);
  });

  test('unknown fields and statuses are refused by the schema', async () => {
    const res = await call(t.app, 'POST', '/api/v1/columns', { token: w.tokens.admin, payload: columnBody({ status: 'secret', author: 'x' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field?: string }) => e.field)).toEqual(expect.arrayContaining(['status']));
  });
});

describe('the body is untrusted HTML', () => {
  test('the XSS payloads are cleaned before they are stored and in every answer', async () => {
    for (const payload of XSS_PAYLOADS) {
      const created = await write({ body: `<p>本文</p>${payload}<p>後</p>`, title: `XSS ${payload.slice(0, 40)}` });
      const stored = (await t.db.one<{ body: string }>('SELECT body FROM columns WHERE id = $1', [created.id]))!.body;
      const answered = (await call(t.app, 'GET', `/api/v1/columns/${created.id}`)).json().data.body;
      for (const html of [stored, answered, created.body]) {
        expect(html).not.toMatch(/<(script|iframe|object|embed|svg|math|style|form|meta|base|link)\b/i);
        expect(html).not.toMatch(/\son\w+\s*=|javascript:|vbscript:|data:|\sstyle\s*=/i);
      }
    }
  });
});

describe('lists', () => {
  test('by category (id or title), tag, keyword of two characters, related, popular', async () => {
    const other = (await t.db.one<{ id: number }>("SELECT id FROM categories WHERE status = 'published' AND id <> $1 ORDER BY id LIMIT 1", [w.categoryId]))!.id;
    const a = await write({ title: '年金の申請', body: '<p>初診日を確かめます。</p>', tag_ids: [w.tagIds[0], w.tagIds[1]] });
    const b = await write({ title: '手帳の更新', body: '<p>更新の時期に書類が届きます。</p>', tag_ids: [w.tagIds[1]], category_id: other });
    const c = await write({ title: '暮らしの工夫', body: '<p>音声で読み上げる。</p>', tag_ids: [], category_id: other });

    expect(ids(await call(t.app, 'GET', `/api/v1/columns?category=${w.categoryId}`))).toEqual([a.id]);
    expect(ids(await call(t.app, 'GET', `/api/v1/columns?category=${encodeURIComponent(w.categoryTitle)}`))).toEqual([a.id]);
    expect(ids(await call(t.app, 'GET', `/api/v1/columns/column_by_category?category_id=${other}`))).toEqual([c.id, b.id]);
    expect(ids(await call(t.app, 'GET', `/api/v1/columns?tag=${encodeURIComponent(w.tagTitles[1])}`))).toEqual([b.id, a.id]);
    expect(ids(await call(t.app, 'GET', `/api/v1/columns?keyword=${encodeURIComponent('初診')}`))).toEqual([a.id]);
    // Katakana and full-width letters are searched as questions' are (normalised).
    expect(ids(await call(t.app, 'GET', `/api/v1/columns?keyword=${encodeURIComponent('しょるい')}`))).toEqual([]);
    expect(ids(await call(t.app, 'GET', `/api/v1/columns?keyword=${encodeURIComponent('書類 更新')}`))).toEqual([b.id]);
    // Related to b: c shares its category, a shares a tag (more shared tags first, then newest).
    expect(ids(await call(t.app, 'GET', `/api/v1/columns?related_to=${b.id}`))).toEqual([a.id, c.id]);

    const favorite = (token: string, id: number) => call(t.app, 'POST', '/api/v1/column_favorites', { token, payload: { column_id: id } });
    for (const token of [w.tokens.free, w.tokens.paid]) await favorite(token, a.id);
    await favorite(w.tokens.free, b.id);
    expect(ids(await call(t.app, 'GET', '/api/v1/columns/popular_columns'))).toEqual([a.id, b.id, c.id]);
  });

  test('paging and the shared answer for visitors', async () => {
    for (let i = 0; i < 3; i++) await write({ title: `コラム${i}` });
    const page = await call(t.app, 'GET', '/api/v1/columns?per=2&page=2');
    expect(page.json().meta).toEqual({ page: 2, per: 2, total: 3, total_pages: 2 });
    expect(page.json().data).toHaveLength(1);
  });
});

describe('favorites', () => {
  test('a member adds one (once), finds it in their list, and removes it; counts move', async () => {
    const column = await write();
    const add = await call(t.app, 'POST', '/api/v1/column_favorites', { token: w.tokens.free, payload: { column_id: column.id } });
    expect(add.statusCode).toBe(201);
    expect(add.json().data).toMatchObject({ column_id: column.id, favorite_counts: 1, favorited: true });
    const twice = await call(t.app, 'POST', '/api/v1/column_favorites', { token: w.tokens.free, payload: { column_id: column.id } });
    expect(twice.statusCode).toBe(200);
    expect(twice.json().data.favorite_counts).toBe(1);

    const mine = await call(t.app, 'GET', '/api/v1/column_favorites/my_favorite_columns', { token: w.tokens.free });
    expect(mine.json().data).toEqual([expect.objectContaining({ id: column.id, favorited: true, favorite_counts: 1 })]);
    expect((await call(t.app, 'GET', `/api/v1/columns/${column.id}`, { token: w.tokens.free })).json().data.favorited).toBe(true);
    expect(ids(await call(t.app, 'GET', '/api/v1/column_favorites/my_favorite_columns', { token: w.tokens.paid }))).toEqual([]);

    const removed = await call(t.app, 'DELETE', `/api/v1/column_favorites/delete_favorite_by_user_id_and_column_id?column_id=${column.id}`, { token: w.tokens.free });
    expect(removed.json().data).toEqual({ id: null, column_id: column.id, favorite_counts: 0, favorited: false });
  });

  test("nobody acts for another member; a draft or deleted column cannot be favorited; a hidden one leaves the list", async () => {
    const column = await write();
    const free = await userIdOf(t.db, DEMO.free);
    const forOther = await call(t.app, 'POST', '/api/v1/column_favorites', { token: w.tokens.paid, payload: { column_id: column.id, user_id: free } });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().errors[0]).toEqual({ field: 'user_id', message: 'ほかの方の代わりには操作できません。' });
    const removeForOther = await call(t.app, 'DELETE', `/api/v1/column_favorites/delete_favorite_by_user_id_and_column_id?column_id=${column.id}&user_id=${free}`, { token: w.tokens.paid });
    expect(removeForOther.statusCode).toBe(403);

    const draft = await write({ status: 'draft' });
    expect((await call(t.app, 'POST', '/api/v1/column_favorites', { token: w.tokens.free, payload: { column_id: draft.id } })).statusCode).toBe(404);
    await call(t.app, 'POST', '/api/v1/column_favorites', { token: w.tokens.free, payload: { column_id: column.id } });
    await call(t.app, 'PATCH', `/api/v1/columns/${column.id}`, { token: w.tokens.admin, payload: { status: 'draft' } });
    expect(ids(await call(t.app, 'GET', '/api/v1/column_favorites/my_favorite_columns', { token: w.tokens.free }))).toEqual([]);
    expect((await call(t.app, 'POST', '/api/v1/column_favorites', { token: w.tokens.free, payload: { column_id: 999999 } })).statusCode).toBe(404);
  });
});

describe('pictures', () => {
  test('an admin uploads one and it is served; the type is read from the bytes', async () => {
    const url = await upload();
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const fake = await call(t.app, 'POST', '/api/v1/columns/images', { token: w.tokens.admin, payload: { image_data: `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}` } });
    expectFieldErrors(fake, [{ field: 'image_data', message: 'PNG・JPEG・WebP の画像を選んでください。' }]);
  });

  test('members cannot upload', async () => {
    const res = await call(t.app, 'POST', '/api/v1/columns/images', { token: await tokenFor(t.app, DEMO.paid), payload: { image_data: PNG_DATA_URL } });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].message).toBe('コラムの管理は管理者だけができます。');
  });
});
