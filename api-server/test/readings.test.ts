// ふりがな (docs/reading-aids.md): readings are made by the make-readings job through the analyser's
// worker, stored with their texts, forgotten when a text changes, and served only beside the text
// the caller is shown. Runs the real worker (kuromoji and its dictionary).
import { rubyBase, type RubyText } from '@hiroba/contract/reading-aids';
import type { QuestionReadings } from '@hiroba/contract';
import { call, useTestApp } from './helpers/test-app';
import { ask, member, qaWorld, type QaWorld } from './helpers/qa';
import { commentOn } from './helpers/safety';
import { until } from './helpers/jobs';
import { READINGS_VERSION } from '../src/readings/readings-version';

// The job is not started here, so each test runs it (make) when it means to and sees what is stored
// between runs; the last test starts it, as a server does.
const t = useTestApp({ MAKE_READINGS: 'false', READING_WORKER_IDLE_SECONDS: '5' });
let w: QaWorld;
beforeEach(async () => {
  w = await qaWorld(t);
});

const QUESTION = { title: '障害のある方の就労継続支援について', body: '一人で通所できるか心配です。嚥下の訓練も受けられますか。' };
const readingsOf = async (questionId: number, token?: string) => {
  const res = await call(t.app, 'GET', `/api/v1/questions/${questionId}/readings`, { token });
  expect(res.statusCode).toBe(200);
  return res.json().data as QuestionReadings;
};
const make = () => t.app.ctx.services.readings.make();
/** The reading given to `base` in a ruby text. */
const readingOf = (ruby: RubyText | null, base: string) => ruby?.find((s): s is readonly [string, string] => typeof s !== 'string' && s[0] === base)?.[1];

async function askWithAnswers() {
  const questionId = await ask(t.app, w.tokens.paid, { ...QUESTION, category_id: w.categoryId, tag_ids: [w.tagIds[0]] });
  const commentId = await commentOn(t.app, w.tokens.expert, questionId, '市区町村の福祉事務所に相談してください。');
  const reply = await call(t.app, 'POST', '/api/v1/replies', { token: w.tokens.paid, payload: { comment_id: commentId, body: '相談支援専門員にも聞いてみます。' } });
  expect(reply.statusCode).toBe(201);
  return { questionId, commentId, replyId: reply.json().data.id as number };
}

test('a question, its answers and replies get readings from the glossary and the analyser, which join back to their texts', async () => {
  const { questionId, commentId, replyId } = await askWithAnswers();
  // Not made yet: the page shows the texts without ruby.
  expect((await readingsOf(questionId)).title).toBeNull();
  expect(await make()).toBeGreaterThanOrEqual(3);

  const got = await readingsOf(questionId);
  expect(rubyBase(got.title!)).toBe(QUESTION.title);
  expect(rubyBase(got.body!)).toBe(QUESTION.body);
  // The glossary's readings, where the analyser alone misreads.
  expect(readingOf(got.title, '方')).toBe('かた');
  expect(readingOf(got.body, '一人')).toBe('ひとり');
  expect(readingOf(got.body, '嚥下')).toBe('えんげ');
  expect(readingOf(got.title, '障害')).toBe('しょうがい');
  const [comment] = got.comments;
  expect(comment.id).toBe(commentId);
  expect(readingOf(comment.body, '福祉事務所')).toBe('ふくしじむしょ');
  expect(comment.replies).toEqual([{ id: replyId, body: expect.any(Array) }]);
  expect(rubyBase(comment.replies[0].body!)).toBe('相談支援専門員にも聞いてみます。');
  // Nothing is left to read.
  expect(await make()).toBe(0);
});

test('a changed text forgets its readings until the job reads it again; a removed comment keeps none', async () => {
  const { questionId, commentId } = await askWithAnswers();
  await make();
  const edit = await call(t.app, 'PATCH', `/api/v1/questions/${questionId}`, { token: w.tokens.paid, payload: { body: '療育手帳の更新について教えてください。' } });
  expect(edit.statusCode).toBe(200);
  const before = await readingsOf(questionId);
  expect(before.body).toBeNull();
  expect(before.title).not.toBeNull();
  await make();
  expect(readingOf((await readingsOf(questionId)).body, '療育手帳')).toBe('りょういくてちょう');

  expect((await call(t.app, 'DELETE', `/api/v1/comments/${commentId}`, { token: w.tokens.admin })).statusCode).toBe(204);
  expect(await t.db.one('SELECT body_ruby FROM comments WHERE id = $1', [commentId])).toEqual({ body_ruby: null });
  expect((await readingsOf(questionId)).comments).toEqual([]);
});

test('readings made by an older analyser are read again by the job, and shown until then', async () => {
  const { questionId, commentId, replyId } = await askWithAnswers();
  const column = await call(t.app, 'POST', '/api/v1/columns', {
    token: w.tokens.admin,
    payload: { title: '受給者証の申請', excerpt: '手続き', body: '<p>窓口で申請します。</p>', category_id: w.categoryId, status: 'published' },
  });
  const columnId = column.json().data.id as number;
  await make();
  // As a version before this one left them: plain text (no ruby), version 0.
  await t.db.query('UPDATE questions SET body_ruby = to_jsonb(ARRAY[body]), ruby_version = 0 WHERE id = $1', [questionId]);
  await t.db.query('UPDATE comments SET ruby_version = 0 WHERE id = $1', [commentId]);
  await t.db.query('UPDATE replies SET ruby_version = 0 WHERE id = $1', [replyId]);
  await t.db.query("UPDATE columns SET title_ruby = to_jsonb(ARRAY[title]), ruby_version = 0 WHERE id = $1", [columnId]);
  // Until the job runs, the old readings are what the page gets.
  expect((await readingsOf(questionId)).body).toEqual([QUESTION.body]);

  expect(await make()).toBe(4);
  expect(readingOf((await readingsOf(questionId)).body, '一人')).toBe('ひとり');
  const columnReadings = (await call(t.app, 'GET', `/api/v1/columns/${columnId}/readings`)).json().data as { title: RubyText };
  expect(readingOf(columnReadings.title, '受給者証')).toBe('じゅきゅうしゃしょう');
  for (const table of ['questions', 'comments', 'replies', 'columns']) {
    expect(await t.db.query(`SELECT ruby_version FROM ${table} WHERE ruby_version <> $1`, [READINGS_VERSION])).toEqual([]);
  }
  expect(await make()).toBe(0);
});

test('readings are given only beside the text the caller is shown: a hidden answer has none for others, a held question is not found', async () => {
  const { questionId, commentId } = await askWithAnswers();
  await make();
  await t.db.query("UPDATE comments SET moderation = 'hidden' WHERE id = $1", [commentId]);
  const other = await member(t, 'reader@example.jp');
  expect((await readingsOf(questionId, other.token)).comments[0]).toMatchObject({ id: commentId, body: null });
  // Its author still reads it, with its readings.
  expect((await readingsOf(questionId, w.tokens.expert)).comments[0].body).not.toBeNull();

  await t.db.query("UPDATE questions SET moderation = 'held' WHERE id = $1", [questionId]);
  expect((await call(t.app, 'GET', `/api/v1/questions/${questionId}/readings`, { token: other.token })).statusCode).toBe(404);
  expect((await call(t.app, 'GET', `/api/v1/questions/${questionId}/readings`)).statusCode).toBe(404);
});

test("a column's title and body get readings; the body stays the same HTML with <ruby> over its words, code unread", async () => {
  const body = '<h2>受給者証の申請</h2><p>市区町村の窓口で申請します。&lt;注意&gt;</p><pre><code>障害 = 1</code></pre>';
  const created = await call(t.app, 'POST', '/api/v1/columns', {
    token: w.tokens.admin,
    payload: { title: '受給者証の申請', excerpt: '手続き', body, category_id: w.categoryId, status: 'published' },
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().data.id as number;
  await make();
  const res = await call(t.app, 'GET', `/api/v1/columns/${id}/readings`);
  expect(res.statusCode).toBe(200);
  const { title, body_html } = res.json().data as { title: RubyText; body_html: string };
  expect(readingOf(title, '受給者証')).toBe('じゅきゅうしゃしょう');
  expect(body_html).toContain('<ruby>受給者証<rp>（</rp><rt>じゅきゅうしゃしょう</rt><rp>）</rp></ruby>');
  // Text stays escaped: the column's literal <注意> is still text.
  expect(body_html).toContain('&lt;<ruby>注意<rp>（</rp><rt>ちゅうい</rt><rp>）</rp></ruby>&gt;');
  expect(body_html).toContain('<pre><code>障害 = 1</code></pre>');
  // Without the ruby, the stored body.
  const stored = (await t.db.one<{ body: string }>('SELECT body FROM columns WHERE id = $1', [id]))!.body;
  expect(body_html.replace(/<rp>.*?<\/rp>|<rt>.*?<\/rt>|<\/?ruby>/g, '')).toBe(stored);

  // A draft's readings are for admins only, as the draft is.
  const draft = await call(t.app, 'POST', '/api/v1/columns', { token: w.tokens.admin, payload: { title: '下書き', excerpt: 'x', body: '<p>準備中</p>', category_id: w.categoryId, status: 'draft' } });
  const draftId = draft.json().data.id as number;
  expect((await call(t.app, 'GET', `/api/v1/columns/${draftId}/readings`)).statusCode).toBe(404);
  expect((await call(t.app, 'GET', `/api/v1/columns/${draftId}/readings`, { token: w.tokens.admin })).statusCode).toBe(200);
});

test('the job is scheduled, and a new post gets its readings soon after it is written (a run asked for by the write, else the minute’s run)', async () => {
  await t.rebuild({ MAKE_READINGS: 'true' });
  expect(await t.db.query("SELECT name, cron FROM pgboss.schedule WHERE name = 'make-readings'")).toEqual([{ name: 'make-readings', cron: '* * * * *' }]);
  const questionId = await ask(t.app, w.tokens.paid, { ...QUESTION, category_id: w.categoryId, tag_ids: [w.tagIds[0]] });
  await until('the readings of the new question', async () => (await readingsOf(questionId)).body !== null, 60_000);
}, 90_000);

test('bad input: an id that is not a number is 400 naming it', async () => {
  const res = await call(t.app, 'GET', '/api/v1/questions/abc/readings');
  expect(res.statusCode).toBe(400);
  expect(res.json().errors[0]).toMatchObject({ field: 'id' });
});
