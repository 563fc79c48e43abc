// The records rows of content point to, held in memory (content/shared-records.ts): a member's read
// shows the same category, tags, author and expert as the database says, a change through the
// services shows at once (on another server too), and the authors held are bounded.
import { call, useRedisSibling, useTestApp } from './helpers/test-app';
import { ask, member, qaWorld } from './helpers/qa';
import { MAX_AUTHORS, createSharedRecords } from '../src/content/shared-records';

const t = useTestApp();

/** Changes a member's nickname as they would (PATCH their user_information). */
const rename = async (userId: number, token: string, nickname: string, app = t.app) => {
  const info = await t.db.one<{ id: number }>('SELECT id FROM user_informations WHERE user_id = $1', [userId]);
  return call(app, 'PATCH', `/api/v1/user_informations/${info!.id}`, { token, payload: { nickname } });
};
const read = async (id: number, token: string, app = t.app) => (await call(app, 'GET', `/api/v1/questions/${id}`, { token })).json().data;

test("a member's read shows the category, the published tags in title order, the approved expert and the author", async () => {
  const w = await qaWorld(t);
  const id = await ask(t.app, w.tokens.paid, { title: '記録の確認', body: '本文です', category_id: w.categoryId, tag_ids: w.tagIds, expert_info_id: w.expertInfoId });
  // A draft tag linked behind the API's back is not shown.
  await t.db.query('INSERT INTO question_tags (question_id, tag_id) VALUES ($1, $2)', [id, w.draftTagId]);
  const q = await read(id, w.tokens.free);
  expect(q.category).toMatchObject({ id: w.categoryId, title: w.categoryTitle });
  expect(q.tags.map((tag: { title: string }) => tag.title)).toEqual([...w.tagTitles].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));
  expect(q.expert_info).toMatchObject({ id: w.expertInfoId, status: 'approved' });
  expect(q.user.user_information.nickname).toEqual(expect.any(String));
  // The list and the read agree.
  const listed = (await call(t.app, 'GET', '/api/v1/questions', { token: w.tokens.free })).json().data.find((row: { id: number }) => row.id === id);
  expect(listed).toMatchObject({ category: q.category, tags: q.tags, expert_info: q.expert_info, user: q.user });
});

test('a change through the services shows at once: a nickname, a tag, a withdrawal', async () => {
  const w = await qaWorld(t);
  const asker = await member(t, 'records-asker@example.jp', 'paid_member', 'まえのなまえ');
  const id = await ask(t.app, asker.token, { title: '名前の変わる質問', body: '本文です', category_id: w.categoryId, tag_ids: [w.tagIds[0]] });
  expect((await read(id, w.tokens.free)).user.user_information.nickname).toBe('まえのなまえ');

  expect((await rename(asker.id, asker.token, 'あとのなまえ')).statusCode).toBe(200);
  expect((await read(id, w.tokens.free)).user.user_information.nickname).toBe('あとのなまえ');

  expect((await call(t.app, 'PATCH', `/api/v1/tags/${w.tagIds[0]}`, { token: w.tokens.admin, payload: { title: '新しいタグ名' } })).statusCode).toBe(200);
  expect((await read(id, w.tokens.free)).tags.map((tag: { title: string }) => tag.title)).toEqual(['新しいタグ名']);

  expect((await call(t.app, 'DELETE', `/api/v1/users/${asker.id}`, { token: w.tokens.admin })).statusCode).toBe(204);
  expect((await read(id, w.tokens.free)).user).toBeNull();
});

test('a category or tag made behind the copy is read again when a row names it', async () => {
  const w = await qaWorld(t);
  await read(await ask(t.app, w.tokens.paid, { title: '先に読む質問', body: '本文です', category_id: w.categoryId }), w.tokens.free);
  const tag = await t.db.one<{ id: number }>("INSERT INTO tags (title, status) VALUES ('あとから足したタグ', 'published') RETURNING id");
  const id = await ask(t.app, w.tokens.paid, { title: 'あとの質問', body: '本文です', category_id: w.categoryId });
  await t.db.query('INSERT INTO question_tags (question_id, tag_id) VALUES ($1, $2)', [id, tag!.id]);
  expect((await read(id, w.tokens.free)).tags.map((row: { title: string }) => row.title)).toEqual(['あとから足したタグ']);
});

test('records are shared, so none can be changed by one answer', async () => {
  const w = await qaWorld(t);
  const id = await ask(t.app, w.tokens.paid, { title: '凍った記録', body: '本文です', category_id: w.categoryId });
  const records = createSharedRecords(t.db, async () => '1');
  const row = await t.db.one<{ id: number; user_id: number; category_id: number; expert_info_id: null; tag_ids: number[] }>(
    'SELECT id, user_id, category_id, expert_info_id, ARRAY[]::int[] AS tag_ids FROM questions WHERE id = $1',
    [id],
  );
  const [embedded] = await records.embedAuthored([row!], 'expert_info');
  expect(Object.isFrozen(embedded.category)).toBe(true);
  expect(Object.isFrozen(embedded.user)).toBe(true);
  expect(() => {
    (embedded.category as { title: string }).title = '書き換え';
  }).toThrow();
});

test(`at most ${MAX_AUTHORS} authors are held, the least recently read going first`, async () => {
  const max = 3;
  let reads = 0;
  const counting = { ...t.db, query: ((sql: unknown, params?: unknown[]) => (reads++, t.db.query(sql as string, params))) as typeof t.db.query };
  const records = createSharedRecords(counting, async () => '1', Date.now, { maxAuthors: max });
  const users = await t.db.query<{ id: number }>(
    "INSERT INTO users (email, password_hash, role) SELECT 'bound' || n || '@example.jp', '!', 'free_member' FROM generate_series(1, 4) n RETURNING id",
  );
  const row = (userId: number) => ({ user_id: userId, category_id: null, tag_ids: [], expert_info_id: null });
  for (const { id } of users) await records.embedAuthored([row(id)], 'expert_info');
  expect(records.authorCount).toBe(max);
  // The first was dropped: reading it again asks the database; the last is held.
  const before = reads;
  await records.embedAuthored([row(users[3].id)], 'expert_info');
  expect(reads).toBe(before);
  await records.embedAuthored([row(users[0].id)], 'expert_info');
  expect(reads).toBe(before + 1);
});

describe('with two servers sharing Redis', () => {
  const sibling = useRedisSibling(t);

  test("a nickname changed on one server shows at once in a member's read on the other", async () => {
    const w = await qaWorld(t);
    const asker = await member(t, 'records-two@example.jp', 'paid_member', 'ひとつめ');
    const id = await ask(t.app, asker.token, { title: '二台の質問', body: '本文です', category_id: w.categoryId });
    expect((await read(id, w.tokens.free, sibling.other())).user.user_information.nickname).toBe('ひとつめ');
    expect((await rename(asker.id, asker.token, 'ふたつめ')).statusCode).toBe(200);
    expect((await read(id, w.tokens.free, sibling.other())).user.user_information.nickname).toBe('ふたつめ');
  });
});
