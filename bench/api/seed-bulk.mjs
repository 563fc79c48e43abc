// Fills a migrated database with N questions and the people, tags, comments, replies, likes and
// favorites around them, fast: rows are built in JavaScript (search columns by the app's own
// searchFieldsOf/excerptOf from api-server/dist), sent as one JSON document per table and batch
// (INSERT … SELECT FROM jsonb_to_recordset), inside one transaction per batch. Secondary indexes
// are dropped first and rebuilt from their own definitions afterwards (a GIN index built once is
// many times faster than one grown row by row), then VACUUM ANALYZE (PGlite has no autovacuum).
import { createRequire } from 'node:module';
import { commentBody, createRandom, nickname, questionBody, questionTitle, replyBody } from './japanese-text.mjs';

const require = createRequire(import.meta.url);
const { excerptOf } = require('../../api-server/dist/content/excerpt.js');
const { searchFieldsOf } = require('../../api-server/dist/search/search-text.js');

const BATCH = 1_000;
const LOADED_TABLES = ['questions', 'content_views', 'question_tags', 'comments', 'replies', 'user_like_questions', 'user_like_comments', 'question_favorites'];
const DAY_MS = 86_400_000;

/** jsonb_to_recordset column lists, in the order of each INSERT's columns. */
const SHAPES = {
  users: ['users', 'id int, email text, password_hash text, role text, created_at timestamptz, updated_at timestamptz'],
  user_informations: ['user_informations', 'user_id int, nickname text'],
  questions: [
    'questions',
    `id int, title text, body text, excerpt text, search_text text, search_keys int[], search_version int, search_title text, search_title_keys int[], category_id int, user_id int,
     expert_info_id int, answer_state text, like_counts int, favorite_counts int, comment_counts int, scored_views int,
     created_at timestamptz, updated_at timestamptz`,
  ],
  // Views live beside the questions (content_views); scored_views is popularity's snapshot of them.
  content_views: ['content_views', 'content_type text, content_id int, views int'],
  question_tags: ['question_tags', 'question_id int, tag_id int'],
  comments: ['comments', 'id int, question_id int, body text, user_id int, is_expert_answer boolean, expert_info_id int, like_counts int, created_at timestamptz, updated_at timestamptz'],
  replies: ['replies', 'comment_id int, body text, user_id int, created_at timestamptz, updated_at timestamptz'],
  user_like_questions: ['user_like_questions', 'user_id int, question_id int, created_at timestamptz'],
  user_like_comments: ['user_like_comments', 'user_id int, comment_id int, created_at timestamptz'],
  question_favorites: ['question_favorites', 'user_id int, question_id int, created_at timestamptz'],
};

async function insertRows(tx, shape, rows) {
  if (rows.length === 0) return;
  const [table, columns] = SHAPES[shape];
  const names = columns.split(',').map((c) => c.trim().split(/\s+/)[0]).join(', ');
  await tx.query(`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS x(${columns})`, [JSON.stringify(rows)]);
}

/** `count` distinct ids from `pool` (count is small beside the pool). */
function distinctFrom(r, pool, count) {
  const out = new Set();
  while (out.size < Math.min(count, pool.length)) out.add(r.pick(pool));
  return [...out];
}

/** Mostly small numbers, now and then a large one (likes, comments and views are like that). */
const skewed = (r, mean) => Math.floor(-Math.log(1 - r.next()) * mean);

async function nextId(db, table) {
  return ((await db.one(`SELECT COALESCE(max(id), 0)::int AS n FROM ${table}`))?.n ?? 0) + 1;
}

async function dropSecondaryIndexes(db) {
  const indexes = await db.query(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
      WHERE t.relname = ANY($1::text[]) AND t.relnamespace = current_schema()::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [LOADED_TABLES],
  );
  for (const index of indexes) await db.exec(`DROP INDEX ${index.name}`);
  return indexes;
}

/**
 * Seeds `rows` questions. Returns what was made and how long each step took (seconds).
 * Needs the demo categories, tags and approved expert (the app's demo seed) to exist.
 */
export async function seedBulk(db, { rows, seed = 20260401, now = Date.now(), log = () => {} }) {
  const r = createRandom(seed);
  const t0 = performance.now();
  const categoryIds = (await db.query("SELECT id FROM categories WHERE status = 'published' ORDER BY id")).map((c) => c.id);
  const tagIds = (await db.query("SELECT id FROM tags WHERE status = 'published' ORDER BY id")).map((t) => t.id);
  const expert = await db.one("SELECT id, user_id FROM expert_infos WHERE status = 'approved' AND user_id IS NOT NULL ORDER BY id LIMIT 1");
  if (categoryIds.length === 0 || tagIds.length === 0) throw new Error('seedBulk needs published categories and tags (run the demo seed first)');

  // People: about one per 50 questions; four in ten are paid members (they ask), the rest comment.
  const userCount = Math.max(200, Math.round(rows / 50));
  const firstUser = await nextId(db, 'users');
  const users = [];
  const infos = [];
  for (let i = 0; i < userCount; i++) {
    const id = firstUser + i;
    const created = new Date(now - 1200 * DAY_MS + i * 60_000).toISOString();
    // Not a usable hash: bench accounts never sign in.
    users.push({ id, email: `bench-user-${id}@example.jp`, password_hash: 'bench:no-login', role: i % 5 < 2 ? 'paid_member' : 'free_member', created_at: created, updated_at: created });
    infos.push({ user_id: id, nickname: nickname(r, i) });
  }
  const askers = users.filter((u) => u.role === 'paid_member').map((u) => u.id);
  const everyone = users.map((u) => u.id);
  await db.transaction(async (tx) => {
    for (let i = 0; i < users.length; i += BATCH) {
      await insertRows(tx, 'users', users.slice(i, i + BATCH));
      await insertRows(tx, 'user_informations', infos.slice(i, i + BATCH));
    }
  });

  const dropped = await dropSecondaryIndexes(db);
  const firstQuestion = await nextId(db, 'questions');
  let nextComment = await nextId(db, 'comments');
  const totals = { users: userCount, questions: 0, content_views: 0, question_tags: 0, comments: 0, replies: 0, user_like_questions: 0, user_like_comments: 0, question_favorites: 0 };
  // Questions spread over three years, oldest first, so id order follows time as on a real site.
  const spanMs = 3 * 365 * DAY_MS;
  const tInsert = performance.now();
  for (let start = 0; start < rows; start += BATCH) {
    const batch = { questions: [], content_views: [], question_tags: [], comments: [], replies: [], user_like_questions: [], user_like_comments: [], question_favorites: [] };
    for (let i = start; i < Math.min(rows, start + BATCH); i++) {
      const id = firstQuestion + i;
      const createdMs = now - spanMs + Math.floor(((i + r.next()) / rows) * (spanMs - DAY_MS));
      const created = new Date(createdMs).toISOString();
      const title = questionTitle(r);
      const body = questionBody(r);
      const search = searchFieldsOf(title, body);
      const addressed = expert && r.chance(0.08) ? expert.id : null;
      const commentCount = r.chance(0.25) ? 0 : Math.min(30, 1 + skewed(r, 2));
      let expertAnswered = false;
      for (let c = 0; c < commentCount; c++) {
        const commentId = nextComment++;
        const byExpert = expert !== null && c === 0 && r.chance(addressed ? 0.7 : 0.1);
        expertAnswered ||= byExpert;
        const at = new Date(createdMs + (c + 1) * r.int(600_000, 3 * DAY_MS)).toISOString();
        const likers = distinctFrom(r, everyone, skewed(r, 1));
        batch.comments.push({
          id: commentId,
          question_id: id,
          body: commentBody(r),
          user_id: byExpert ? expert.user_id : r.pick(everyone),
          is_expert_answer: byExpert,
          expert_info_id: byExpert ? expert.id : null,
          like_counts: likers.length,
          created_at: at,
          updated_at: at,
        });
        for (const user_id of likers) batch.user_like_comments.push({ user_id, comment_id: commentId, created_at: at });
        if (r.chance(0.2)) {
          for (let k = r.int(1, 2); k > 0; k--) batch.replies.push({ comment_id: commentId, body: replyBody(r), user_id: r.pick(everyone), created_at: at, updated_at: at });
        }
      }
      const likers = distinctFrom(r, everyone, skewed(r, 2.5));
      const fans = distinctFrom(r, everyone, skewed(r, 0.5));
      for (const user_id of likers) batch.user_like_questions.push({ user_id, question_id: id, created_at: created });
      for (const user_id of fans) batch.question_favorites.push({ user_id, question_id: id, created_at: created });
      for (const tag_id of distinctFrom(r, tagIds, r.int(0, 3))) batch.question_tags.push({ question_id: id, tag_id });
      const views = skewed(r, 150) + commentCount * 10;
      batch.questions.push({
        id,
        title,
        body,
        excerpt: excerptOf(body),
        search_text: search.search_text,
        search_keys: search.search_keys,
        search_version: search.search_version,
        search_title: search.search_title,
        search_title_keys: search.search_title_keys,
        category_id: r.pick(categoryIds),
        user_id: r.chance(0.02) ? null : r.pick(askers),
        expert_info_id: addressed,
        answer_state: expertAnswered ? 'expert_answered' : commentCount > 0 ? 'answered' : 'unanswered',
        like_counts: likers.length,
        favorite_counts: fans.length,
        comment_counts: commentCount,
        scored_views: views,
        created_at: created,
        updated_at: created,
      });
      if (views > 0) batch.content_views.push({ content_type: 'question', content_id: id, views });
    }
    await db.transaction(async (tx) => {
      // The rows are consistent by construction: skip the per-row foreign-key triggers (SET LOCAL
      // ends with the transaction). Unique and check constraints still apply.
      await tx.exec("SET LOCAL session_replication_role = 'replica'");
      for (const [shape, list] of Object.entries(batch)) {
        await insertRows(tx, shape, list);
        totals[shape] += list.length;
      }
    });
    if ((start / BATCH) % 10 === 9) log(`  ${totals.questions.toLocaleString('en')} questions… (${round((performance.now() - tInsert) / 1000)} s)`);
  }
  for (const table of ['users', 'questions', 'comments']) {
    await db.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
  const tIndex = performance.now();
  log(`  rebuilding ${dropped.length} indexes…`);
  for (const index of dropped) {
    // More sort memory than the default 64 MB makes the GIN build much faster; SET LOCAL keeps it here.
    await db.transaction(async (tx) => {
      await tx.exec("SET LOCAL maintenance_work_mem = '256MB'");
      await tx.exec(index.def);
    });
  }
  const tVacuum = performance.now();
  await db.exec('VACUUM ANALYZE');
  const tEnd = performance.now();
  return {
    rows: totals,
    firstQuestionId: firstQuestion,
    lastQuestionId: firstQuestion + rows - 1,
    seconds: {
      total: round((tEnd - t0) / 1000),
      insert: round((tIndex - tInsert) / 1000),
      indexes: round((tVacuum - tIndex) / 1000),
      vacuum_analyze: round((tEnd - tVacuum) / 1000),
    },
  };
}

const round = (n) => Math.round(n * 10) / 10;
