// The demo Q&A corner: made once at start outside production, complete, and idempotent.
import { call, useTestApp } from './helpers/test-app';
import { seedDemoQa } from '../src/seed/demo-qa';
import { DEMO_QUESTIONS } from '../src/seed/demo-qa-content';

const t = useTestApp({ DEMO_QA: 'true' });

test('30 questions across categories and tags, expert answers by two approved experts, some still 未回答', async () => {
  const list = (await call(t.app, 'GET', '/api/v1/questions?per=100')).json();
  expect(list.meta.total).toBe(DEMO_QUESTIONS.length);
  expect(DEMO_QUESTIONS.length).toBeGreaterThanOrEqual(30);
  const categories = new Set(list.data.map((q: { category: { title: string } }) => q.category.title));
  expect(categories.size).toBeGreaterThanOrEqual(6);
  expect(list.data.every((q: { tags: unknown[] }) => q.tags.length > 0)).toBe(true);
  const unanswered = (await call(t.app, 'GET', `/api/v1/questions?type=${encodeURIComponent('未回答')}`)).json().meta.total;
  expect(unanswered).toBeGreaterThanOrEqual(3);
  expect(unanswered).toBeLessThan(10);

  const experts = (await call(t.app, 'GET', '/api/v1/expert_infos')).json().data.map((e: { title: string }) => e.title);
  expect(experts).toEqual(expect.arrayContaining(['社会福祉士', '精神保健福祉士']));
  const answerers = await t.db.query<{ name: string }>('SELECT DISTINCT ei.name FROM comments c JOIN expert_infos ei ON ei.id = c.expert_info_id WHERE c.is_expert_answer ORDER BY 1');
  expect(answerers.map((a) => a.name)).toEqual(['佐藤 健一', '山田 花子']);

  // The stored counts agree with the rows, as the API keeps them.
  const drift = await t.db.query(
    `SELECT id FROM questions q WHERE like_counts <> (SELECT count(*) FROM user_like_questions WHERE question_id = q.id)
        OR favorite_counts <> (SELECT count(*) FROM question_favorites WHERE question_id = q.id)
        OR comment_counts <> (SELECT count(*) FROM comments WHERE question_id = q.id)`,
  );
  expect(drift).toEqual([]);
  const replies = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM replies');
  expect(replies!.n).toBeGreaterThan(0);
  const members = await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE email LIKE 'demo-%'");
  expect(members!.n).toBeGreaterThanOrEqual(7);
});

test('the demo questions are searchable (search columns written with them)', async () => {
  const found = (await call(t.app, 'GET', `/api/v1/questions?keyword=${encodeURIComponent('手話')}`)).json();
  expect(found.data.map((q: { title: string }) => q.title)).toContain('手話通訳者の派遣はどこに頼めばいいですか');
});

test('running it again changes nothing', async () => {
  const before = await t.db.one('SELECT (SELECT count(*) FROM questions) AS q, (SELECT count(*) FROM comments) AS c, (SELECT count(*) FROM users) AS u');
  await seedDemoQa(t.db, t.app.ctx.passwords, 'demo-pass-2026');
  await seedDemoQa(t.db, t.app.ctx.passwords, 'demo-pass-2026');
  expect(await t.db.one('SELECT (SELECT count(*) FROM questions) AS q, (SELECT count(*) FROM comments) AS c, (SELECT count(*) FROM users) AS u')).toEqual(before);
});
