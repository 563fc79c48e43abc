// Demo columns (never in production; DEMO_QA=false leaves them out with the demo Q&A): twelve
// articles across the categories, some supervised by the demo experts, with their pictures, one
// scheduled and one draft for the admin to find. They go through the same cleaning as the API's
// writes. Safe on every start: runs once (it stops when the first demo column exists), in one
// transaction.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { cleanColumnInput } from '../columns/column-input';
import { insertColumn } from '../columns/column-repository';
import type { Database } from '../db/database';
import { UPLOADS_URL_PREFIX } from '../lib/image-upload';
import { DEMO_ACCOUNTS } from './demo';
import { DEMO_COLUMNS } from './demo-columns-content';
import { DEMO_QA_MEMBERS } from './demo-qa-content';

/** api-server/seed-pictures, from src/seed (tests) and from dist/seed (the built server) alike. */
export const DEMO_PICTURES_DIR = path.resolve(__dirname, '../../seed-pictures');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Copies a demo picture into the uploads folder under a name made from its bytes; answers its URL path. */
async function storePicture(uploadsDir: string, file: string): Promise<string> {
  const source = path.join(DEMO_PICTURES_DIR, file);
  const name = `${createHash('sha256').update(await readFile(source)).digest('hex').slice(0, 32)}${path.extname(file)}`;
  await mkdir(uploadsDir, { recursive: true });
  await copyFile(source, path.join(uploadsDir, name));
  return UPLOADS_URL_PREFIX + name;
}

export async function seedDemoColumns(db: Database, { uploadsDir, siteUrl }: { uploadsDir: string; siteUrl: string }): Promise<void> {
  if (await db.one('SELECT 1 FROM columns WHERE title = $1', [DEMO_COLUMNS[0].title])) return;
  const admin = await db.one<{ id: number }>("SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1");
  const experts = new Map(
    (
      await db.query<{ email: string; id: number }>(
        "SELECT u.email, ei.id FROM expert_infos ei JOIN users u ON u.id = ei.user_id WHERE ei.status = 'approved' AND u.email = ANY($1::text[])",
        [[DEMO_ACCOUNTS[2].email, DEMO_QA_MEMBERS[4].email]],
      )
    ).map((r) => [r.email, r.id]),
  );
  const supervisor = { expert: experts.get(DEMO_ACCOUNTS[2].email), expert2: experts.get(DEMO_QA_MEMBERS[4].email) };
  const categories = new Map((await db.query<{ id: number; title: string }>("SELECT id, title FROM categories WHERE status = 'published'")).map((r) => [r.title, r.id]));
  const tags = new Map((await db.query<{ id: number; title: string }>("SELECT id, title FROM tags WHERE status = 'published'")).map((r) => [r.title, r.id]));
  const members = await db.query<{ id: number }>('SELECT id FROM users WHERE email = ANY($1::text[]) AND withdrawn_at IS NULL ORDER BY id', [
    [DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[1].email, ...DEMO_QA_MEMBERS.slice(0, 4).map((m) => m.email)],
  ]);

  const pictures = new Map<string, string>();
  for (const file of new Set(DEMO_COLUMNS.flatMap((c) => [c.picture, ...[...c.body.matchAll(/\{\{picture:([\w.-]+)\}\}/g)].map((m) => m[1])]))) {
    pictures.set(file, await storePicture(uploadsDir, file));
  }

  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const [i, column] of DEMO_COLUMNS.entries()) {
      const category = categories.get(column.category);
      // A category renamed or unpublished by an admin: leave that column out rather than half-make it.
      if (category === undefined) continue;
      const at = new Date(now - column.daysAgo * DAY_MS);
      const status = column.status ?? 'published';
      const clean = cleanColumnInput(
        {
          title: column.title,
          excerpt: column.excerpt,
          easy_summary: column.easySummary ?? null,
          body: column.body.replace(/\{\{picture:([\w.-]+)\}\}/g, (_, file: string) => pictures.get(file)!),
          category_id: category,
          tag_ids: column.tags.map((t) => tags.get(t)).filter((t): t is number => t !== undefined),
          thumbnail: pictures.get(column.picture)!,
          thumbnail_alt: column.pictureAlt,
          expert_info_id: column.supervisedBy ? (supervisor[column.supervisedBy] ?? null) : null,
          status,
          published_at: status === 'draft' ? null : at.toISOString(),
        },
        null,
        siteUrl,
        new Date(now),
      );
      const id = await insertColumn(tx, admin?.id ?? null, clean, status === 'scheduled' ? new Date(now) : at);
      if (status !== 'published') continue;
      // Some favorites and views, so the popular columns are not all equal.
      const fans = members.slice(0, (i * 5) % (members.length + 1));
      for (const fan of fans) await tx.query('INSERT INTO column_favorites (user_id, column_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [fan.id, id]);
      await tx.query(
        `UPDATE columns c SET favorite_counts = (SELECT count(*) FROM column_favorites f WHERE f.column_id = c.id), scored_views = 40 + (c.id * 53) % 400 WHERE c.id = $1`,
        [id],
      );
      await tx.query("INSERT INTO content_views (content_type, content_id, views) SELECT 'column', id, scored_views FROM columns WHERE id = $1 ON CONFLICT DO NOTHING", [id]);
    }
  });
}
