// The crowdfunding supporters list: everyone reads the published supporters in the admin's order;
// admins see hidden ones, add, change, move, hide, show and delete them (each write audited and
// announced); bad input is a 400 naming the field in Japanese; the demo list seeds once.
import type { DomainEvent } from '../src/events/domain-events';
import { DEMO_SUPPORTERS, seedDemoSupporters } from '../src/seed/demo-supporters';
import { ADMIN, DEMO, call, expectFieldErrors, tokenFor, useTestApp } from './helpers/test-app';

const t = useTestApp();
const admin = () => tokenFor(t.app, ADMIN.email);
const URL = '/api/v1/crowdfunding_supporters';
type Row = { id: number; name: string; course: string; message: string | null; sort_order: number; published: boolean };

async function add(token: string, payload: Record<string, unknown>): Promise<Row> {
  const res = await call(t.app, 'POST', URL, { token, payload });
  expect([res.statusCode, res.body]).toEqual([201, expect.any(String)]);
  return res.json().data;
}
const names = (res: { json(): { data: Row[] } }) => res.json().data.map((r) => r.name);
const audits = async () =>
  (await t.db.query<{ action: string; target_id: number; detail: Record<string, unknown> }>(
    "SELECT action, target_id, detail FROM audit_logs WHERE target_type = 'crowdfunding_supporter' ORDER BY id",
  )).map((r) => [r.action, r.target_id, r.detail]);

test('the list starts empty; an admin adds supporters, each placed last, trimmed, and audited', async () => {
  expect((await call(t.app, 'GET', URL)).json()).toEqual({ data: [], meta: { page: 1, per: 20, total: 0, total_pages: 0 } });
  const token = await admin();
  const first = await add(token, { name: ' 見本 花子 ', course: ' 応援コース ', message: ' いつも読んでいます。 ' });
  expect(first).toMatchObject({ name: '見本 花子', course: '応援コース', message: 'いつも読んでいます。', sort_order: 1, published: true });
  const second = await add(token, { name: '仮名 たろう', course: '応援コース', message: '   ' });
  expect(second).toMatchObject({ message: null, sort_order: 2 });
  const list = await call(t.app, 'GET', `${URL}?per=all`);
  expect(names(list)).toEqual(['見本 花子', '仮名 たろう']);
  expect(list.json().meta).toEqual({ page: 1, per: 2, total: 2, total_pages: 1 });
  expect(await audits()).toEqual([
    ['crowdfunding_supporter.create', first.id, { name: '見本 花子', course: '応援コース', message: 'いつも読んでいます。', sort_order: 1 }],
    ['crowdfunding_supporter.create', second.id, { name: '仮名 たろう', course: '応援コース', message: null, sort_order: 2 }],
  ]);
});

test('visitors and members never see hidden supporters; admins see them with status=all', async () => {
  const token = await admin();
  const shown = await add(token, { name: '見本 花子', course: '応援コース' });
  const hidden = await add(token, { name: '掲載前の人', course: '応援コース', published: false });
  for (const who of [undefined, await tokenFor(t.app, DEMO.free), await tokenFor(t.app, DEMO.paid), await tokenFor(t.app, DEMO.expert)]) {
    expect(names(await call(t.app, 'GET', `${URL}?per=all`, { token: who }))).toEqual(['見本 花子']);
    expect((await call(t.app, 'GET', `${URL}/${hidden.id}`, { token: who })).statusCode).toBe(404);
    const all = await call(t.app, 'GET', `${URL}?status=all`, { token: who });
    expect(all.statusCode).toBe(403);
    expect(all.json().errors).toEqual([{ field: 'status', message: '掲載していない支援者は管理者だけが見られます。' }]);
  }
  // An admin reading the public list (the public page in their browser) gets the published ones too.
  expect(names(await call(t.app, 'GET', URL, { token }))).toEqual(['見本 花子']);
  expect(names(await call(t.app, 'GET', `${URL}?status=all`, { token }))).toEqual(['見本 花子', '掲載前の人']);
  expect((await call(t.app, 'GET', `${URL}/${hidden.id}`, { token })).json().data).toMatchObject({ name: '掲載前の人', published: false });
  expect((await call(t.app, 'GET', `${URL}/${shown.id}`)).json().data).toMatchObject({ name: '見本 花子', published: true });

  // Hiding and showing again.
  const hide = await call(t.app, 'PATCH', `${URL}/${shown.id}`, { token, payload: { published: false } });
  expect(hide.json().data).toMatchObject({ published: false });
  expect((await call(t.app, 'GET', URL)).json().data).toEqual([]);
  await call(t.app, 'PATCH', `${URL}/${hidden.id}`, { token, payload: { published: true } });
  expect(names(await call(t.app, 'GET', URL))).toEqual(['掲載前の人']);
  expect((await audits()).slice(2)).toEqual([
    ['crowdfunding_supporter.update', shown.id, { published: false }],
    ['crowdfunding_supporter.update', hidden.id, { published: true }],
  ]);
});

test('sort_order moves a supporter to that place and the others make room; places stay 1..n', async () => {
  const token = await admin();
  const rows: Row[] = [];
  for (const name of ['一', '二', '三', '四']) rows.push(await add(token, { name, course: 'コース' }));
  const order = async () => (await call(t.app, 'GET', `${URL}?status=all`, { token })).json().data.map((r: Row) => [r.name, r.sort_order]);

  const moved = await call(t.app, 'PATCH', `${URL}/${rows[3].id}`, { token, payload: { sort_order: 1 } });
  expect(moved.json().data).toMatchObject({ name: '四', sort_order: 1 });
  expect(await order()).toEqual([['四', 1], ['一', 2], ['二', 3], ['三', 4]]);
  // Down one place (the admin page's 下へ), and far past the end: last.
  await call(t.app, 'PATCH', `${URL}/${rows[3].id}`, { token, payload: { sort_order: 2 } });
  expect(await order()).toEqual([['一', 1], ['四', 2], ['二', 3], ['三', 4]]);
  await call(t.app, 'PATCH', `${URL}/${rows[0].id}`, { token, payload: { sort_order: 99 } });
  expect(await order()).toEqual([['四', 1], ['二', 2], ['三', 3], ['一', 4]]);
  // Added at a place.
  await add(token, { name: '五', course: 'コース', sort_order: 2 });
  expect(await order()).toEqual([['四', 1], ['五', 2], ['二', 3], ['三', 4], ['一', 5]]);
  // Deleting closes the gap.
  expect((await call(t.app, 'DELETE', `${URL}/${rows[1].id}`, { token })).statusCode).toBe(204);
  expect(await order()).toEqual([['四', 1], ['五', 2], ['三', 3], ['一', 4]]);
  // A move is audited with the place it ended at.
  const moves = (await audits()).filter(([action, id]) => action === 'crowdfunding_supporter.update' && id === rows[0].id);
  expect(moves).toEqual([['crowdfunding_supporter.update', rows[0].id, { sort_order: 4 }]]);
});

test('an admin edits and deletes a supporter; each write is audited; a missing one is a 404', async () => {
  const token = await admin();
  const row = await add(token, { name: '見本 花子', course: '応援コース', message: 'ありがとう' });
  const edited = await call(t.app, 'PATCH', `${URL}/${row.id}`, { token, payload: { name: '見本 はなこ', course: 'サポーターコース', message: null } });
  expect(edited.statusCode).toBe(200);
  expect(edited.json().data).toMatchObject({ id: row.id, name: '見本 はなこ', course: 'サポーターコース', message: null, sort_order: 1, published: true });
  expect((await call(t.app, 'DELETE', `${URL}/${row.id}`, { token })).statusCode).toBe(204);
  expect((await call(t.app, 'DELETE', `${URL}/${row.id}`, { token })).statusCode).toBe(404);
  const missing = await call(t.app, 'PATCH', `${URL}/${row.id}`, { token, payload: { name: 'x' } });
  expect([missing.statusCode, missing.json().errors]).toEqual([404, [{ message: '支援者が見つかりませんでした。' }]]);
  expect((await call(t.app, 'GET', `${URL}/${row.id}`, { token })).statusCode).toBe(404);
  expect(await audits()).toEqual([
    ['crowdfunding_supporter.create', row.id, expect.any(Object)],
    ['crowdfunding_supporter.update', row.id, { name: '見本 はなこ', course: 'サポーターコース', message: null }],
    ['crowdfunding_supporter.delete', row.id, { name: '見本 はなこ', course: 'サポーターコース' }],
  ]);
});

test('bad input is a 400 naming the field in Japanese, and nothing is written', async () => {
  const token = await admin();
  expectFieldErrors(await call(t.app, 'POST', URL, { token, payload: {} }), [
    { field: 'name', message: 'お名前を入力してください。' },
    { field: 'course', message: 'コースを入力してください。' },
  ]);
  expect((await call(t.app, 'POST', URL, { token, payload: { name: '   ', course: '応援コース' } })).json().errors).toEqual([
    { field: 'name', message: 'お名前を入力してください。' },
  ]);
  expect((await call(t.app, 'POST', URL, { token, payload: { name: '見本', course: ' ' } })).json().errors).toEqual([
    { field: 'course', message: 'コースを入力してください。' },
  ]);
  expectFieldErrors(
    await call(t.app, 'POST', URL, {
      token,
      payload: { name: 'あ'.repeat(51), course: 'い'.repeat(31), message: 'う'.repeat(201), sort_order: 0, published: 'maybe', note: 'x' },
    }),
    [
      { field: 'name', message: 'お名前は50文字以内で入力してください。' },
      { field: 'course', message: 'コースは30文字以内で入力してください。' },
      { field: 'message', message: 'メッセージは200文字以内で入力してください。' },
      { field: 'sort_order', message: '並び順は1以上の数を入力してください。' },
      { field: 'published', message: '掲載の形式が正しくありません。' },
      { field: 'note', message: '「note」は使えない項目です。' },
    ],
  );
  const row = await add(token, { name: '見本 花子', course: '応援コース' });
  expectFieldErrors(await call(t.app, 'PATCH', `${URL}/${row.id}`, { token, payload: { name: '' } }), [{ field: 'name', message: 'お名前を入力してください。' }]);
  expect((await call(t.app, 'PATCH', `${URL}/${row.id}`, { token, payload: { course: '　' } })).json().errors).toEqual([
    { field: 'course', message: 'コースを入力してください。' },
  ]);
  expectFieldErrors(await call(t.app, 'GET', `${URL}?status=hidden`, { token }), [{ field: 'status', message: '状態の値が正しくありません。' }]);
  expect((await call(t.app, 'GET', `${URL}/0`)).statusCode).toBe(400);
  expect((await call(t.app, 'GET', `${URL}/${row.id}`, { token })).json().data).toMatchObject({ name: '見本 花子', course: '応援コース' });
  expect((await audits()).map(([action]) => action)).toEqual(['crowdfunding_supporter.create']);
});

test('only admins write: visitors 401, members and experts 403', async () => {
  const row = await add(await admin(), { name: '見本 花子', course: '応援コース' });
  for (const [token, status] of [[undefined, 401], [await tokenFor(t.app, DEMO.paid), 403], [await tokenFor(t.app, DEMO.expert), 403]] as const) {
    expect((await call(t.app, 'POST', URL, { token, payload: { name: 'x', course: 'y' } })).statusCode).toBe(status);
    expect((await call(t.app, 'PATCH', `${URL}/${row.id}`, { token, payload: { published: false } })).statusCode).toBe(status);
    expect((await call(t.app, 'DELETE', `${URL}/${row.id}`, { token })).statusCode).toBe(status);
  }
  const refused = await call(t.app, 'DELETE', `${URL}/${row.id}`, { token: await tokenFor(t.app, DEMO.free) });
  expect(refused.json().errors).toEqual([{ message: '支援者の一覧は管理者だけが編集できます。' }]);
  expect((await call(t.app, 'GET', URL)).json().data).toHaveLength(1);
});

test('every write is announced, so the drawn public page is drawn again', async () => {
  const seen: DomainEvent[] = [];
  const stop = t.app.ctx.events.subscribe((event) => seen.push(event));
  try {
    const token = await admin();
    const row = await add(token, { name: '見本 花子', course: '応援コース' });
    await call(t.app, 'PATCH', `${URL}/${row.id}`, { token, payload: { published: false } });
    await call(t.app, 'DELETE', `${URL}/${row.id}`, { token });
    expect(seen).toEqual([0, 1, 2].map(() => ({ type: 'supporters.changed', id: row.id })));
  } finally {
    stop();
  }
});

test('the demo list seeds once, in order, with one hidden supporter', async () => {
  await seedDemoSupporters(t.db);
  await seedDemoSupporters(t.db);
  const all = (await call(t.app, 'GET', `${URL}?status=all&per=all`, { token: await admin() })).json().data as Row[];
  expect(all.map((r) => [r.name, r.course, r.sort_order])).toEqual(DEMO_SUPPORTERS.map((s, i) => [s.name, s.course, i + 1]));
  const shown = names(await call(t.app, 'GET', `${URL}?per=all`));
  expect(shown).toEqual(DEMO_SUPPORTERS.filter((s) => s.published !== false).map((s) => s.name));
  expect(shown.length).toBeLessThan(all.length);
});
