// Public caches listen to what services announce: a visitor's shared page changes as soon as a tag,
// a category, an expert or a member's nickname shown on it changes, and views are counted beside the
// questions (content_views) and reach popularity on the scoring job's schedule.
import { rescoreViewed } from '../src/content/popularity-repository';
import { call, useTestApp, DEMO, userIdOf } from './helpers/test-app';
import { ask, qaWorld } from './helpers/qa';

const t = useTestApp();

const visitorList = async () => (await call(t.app, 'GET', '/api/v1/questions')).json().data;

test('renaming a tag or category, or a nickname, shows on the shared public list at once', async () => {
  const w = await qaWorld(t);
  await ask(t.app, w.tokens.paid, { title: '質問', body: '本文', category_id: w.categoryId, tag_ids: [w.tagIds[0]] });
  const before = (await visitorList())[0];
  expect([before.tags[0].title, before.category.title]).toEqual([w.tagTitles[0], w.categoryTitle]);

  expect((await call(t.app, 'PATCH', `/api/v1/tags/${w.tagIds[0]}`, { token: w.tokens.admin, payload: { title: '新しいタグ名' } })).statusCode).toBe(200);
  expect((await visitorList())[0].tags[0].title).toBe('新しいタグ名');

  expect((await call(t.app, 'PATCH', `/api/v1/categories/${w.categoryId}`, { token: w.tokens.admin, payload: { title: '新しいカテゴリ名' } })).statusCode).toBe(200);
  expect((await visitorList())[0].category.title).toBe('新しいカテゴリ名');

  const paidId = await userIdOf(t.db, DEMO.paid);
  const info = await t.db.one<{ id: number }>('SELECT id FROM user_informations WHERE user_id = $1', [paidId]);
  expect((await call(t.app, 'PATCH', `/api/v1/user_informations/${info!.id}`, { token: w.tokens.paid, payload: { nickname: 'あたらしい名前' } })).statusCode).toBe(200);
  expect((await visitorList())[0].user.user_information.nickname).toBe('あたらしい名前');
});

test("an expert's new name shows on the shared page of a question addressed to them", async () => {
  const w = await qaWorld(t);
  const id = await ask(t.app, w.tokens.paid, { title: '専門家へ', body: '本文', category_id: w.categoryId, expert_info_id: w.expertInfoId });
  expect((await call(t.app, 'GET', `/api/v1/questions/${id}`)).statusCode).toBe(200);
  const put = await call(t.app, 'PUT', `/api/v1/expert_infos/${w.expertInfoId}`, { token: w.tokens.expert, payload: { name: '改名した専門家' } });
  expect(put.statusCode).toBe(200);
  expect((await call(t.app, 'GET', `/api/v1/questions/${id}`)).json().data.expert_info.name).toBe('改名した専門家');
});

test('views are written beside the question; popularity takes them in when re-scored', async () => {
  const w = await qaWorld(t);
  const older = await ask(t.app, w.tokens.paid, { title: '古い質問', body: '本文', category_id: w.categoryId });
  const newer = await ask(t.app, w.tokens.paid, { title: '新しい質問', body: '本文', category_id: w.categoryId });
  // Same engagement, so the newer question ranks first until views are scored.
  const popular = async () => (await call(t.app, 'GET', '/api/v1/questions/popular_questions', { token: w.tokens.free })).json().data.map((q: { id: number }) => q.id);
  expect(await popular()).toEqual([newer, older]);
  await t.db.query(
    "INSERT INTO content_views (content_type, content_id, views) VALUES ('question', $1, 1000000) ON CONFLICT (content_type, content_id) DO UPDATE SET views = 1000000",
    [older],
  );
  expect(await popular()).toEqual([newer, older]);
  expect(await rescoreViewed(t.db, 'question')).toBe(1);
  expect(await popular()).toEqual([older, newer]);
  // Nothing left to re-score until more views arrive.
  expect(await rescoreViewed(t.db, 'question')).toBe(0);
  const row = await t.db.one<{ scored_views: number }>('SELECT scored_views FROM questions WHERE id = $1', [older]);
  expect(row!.scored_views).toBe(1000000);
});
