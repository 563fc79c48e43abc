// Q&A fixtures: tokens of the demo members and a few more, ids of published categories and tags,
// the demo expert's record, and a way to post a question.
import type { FastifyInstance } from 'fastify';
import { ADMIN, DEMO, call, tokenFor, type TestHarness } from './test-app';

export interface QaWorld {
  tokens: { free: string; paid: string; expert: string; admin: string };
  categoryId: number;
  categoryTitle: string;
  tagIds: number[];
  tagTitles: string[];
  draftTagId: number;
  expertInfoId: number;
}

export async function qaWorld(t: TestHarness): Promise<QaWorld> {
  const { app, db } = t;
  const category = await db.one<{ id: number; title: string }>("SELECT id, title FROM categories WHERE status = 'published' ORDER BY id LIMIT 1");
  const tags = await db.query<{ id: number; title: string }>("SELECT id, title FROM tags WHERE status = 'published' ORDER BY id LIMIT 3");
  const draft = await db.one<{ id: number }>("SELECT id FROM tags WHERE status = 'draft' ORDER BY id LIMIT 1");
  const expert = await db.one<{ id: number }>("SELECT ei.id FROM expert_infos ei JOIN users u ON u.id = ei.user_id WHERE u.email = $1", [DEMO.expert]);
  return {
    tokens: {
      free: await tokenFor(app, DEMO.free),
      paid: await tokenFor(app, DEMO.paid),
      expert: await tokenFor(app, DEMO.expert),
      admin: await tokenFor(app, ADMIN.email),
    },
    categoryId: category!.id,
    categoryTitle: category!.title,
    tagIds: tags.map((r) => r.id),
    tagTitles: tags.map((r) => r.title),
    draftTagId: draft!.id,
    expertInfoId: expert!.id,
  };
}

/** Posts a question as `token` and answers its id (fails the test on anything but 201). */
export async function ask(app: FastifyInstance, token: string, body: Record<string, unknown>): Promise<number> {
  const res = await call(app, 'POST', '/api/v1/questions', { token, payload: body });
  if (res.statusCode !== 201) throw new Error(`POST /api/v1/questions: ${res.statusCode} ${res.body}`);
  return res.json().data.id;
}

/**
 * Makes a signed-in member of `role` directly in the database and answers their token. They have
 * agreed to post already (docs/product.md#consent-before-the-first-post).
 */
export async function member(t: TestHarness, email: string, role = 'free_member', nickname: string | null = null): Promise<{ id: number; token: string }> {
  const row = await t.db.one<{ id: number }>(
    "INSERT INTO users (email, password_hash, role, posting_consent_at) VALUES ($1, '!', $2, now()) RETURNING id",
    [email, role],
  );
  if (nickname !== null) await t.db.query('INSERT INTO user_informations (user_id, nickname) VALUES ($1, $2)', [row!.id, nickname]);
  return { id: row!.id, token: t.app.ctx.tokens.sign({ id: row!.id, token_version: 0 }) };
}
