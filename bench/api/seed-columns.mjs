// Columns for the API benchmark: a publication a few years old (500 articles by default), made from
// the demo articles' bodies through the app's own cleaning and writes (api-server/dist), each with a
// category, tags, a supervisor now and then, and some views. Their pictures are paths only: the
// benchmark reads JSON, not the files.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { cleanColumnInput } = require('../../api-server/dist/columns/column-input.js');
const { insertColumn } = require('../../api-server/dist/columns/column-repository.js');
const { DEMO_COLUMNS } = require('../../api-server/dist/seed/demo-columns-content.js');

const PICTURE = '/uploads/0123456789abcdef0123456789abcdef.webp';
const HOUR_MS = 60 * 60 * 1000;
const BATCH = 100;

/** Answers the ids of the first and last column written. */
export async function seedColumns(db, { count = 500, siteUrl, log }) {
  const categories = (await db.query("SELECT id FROM categories WHERE status = 'published' ORDER BY id")).map((r) => r.id);
  const tags = (await db.query("SELECT id FROM tags WHERE status = 'published' ORDER BY id")).map((r) => r.id);
  const experts = (await db.query("SELECT id FROM expert_infos WHERE status = 'approved' ORDER BY id")).map((r) => r.id);
  const articles = DEMO_COLUMNS.filter((c) => !c.status);
  const now = Date.now();
  const ids = [];
  for (let start = 0; start < count; start += BATCH) {
    await db.transaction(async (tx) => {
      for (let i = start; i < Math.min(count, start + BATCH); i++) {
        const article = articles[i % articles.length];
        const clean = cleanColumnInput(
          {
            title: `${article.title}（第${i + 1}回）`,
            excerpt: article.excerpt,
            body: article.body.replace(/\{\{picture:[\w.-]+\}\}/g, PICTURE),
            category_id: categories[i % categories.length],
            tag_ids: [tags[i % tags.length], tags[(i * 7 + 3) % tags.length]].filter((t, k, all) => all.indexOf(t) === k),
            thumbnail: PICTURE,
            thumbnail_alt: article.pictureAlt,
            expert_info_id: experts.length && i % 3 === 0 ? experts[i % experts.length] : null,
            status: 'published',
            published_at: new Date(now - (count - i) * 6 * HOUR_MS).toISOString(),
          },
          null,
          siteUrl,
          new Date(now),
        );
        ids.push(await insertColumn(tx, null, clean));
      }
    });
  }
  await db.query(
    `INSERT INTO content_views (content_type, content_id, views)
     SELECT 'column', id, 20 + (id * 37) % 900 FROM columns WHERE id = ANY($1::int[]) ON CONFLICT DO NOTHING`,
    [ids],
  );
  await db.query('UPDATE columns SET scored_views = 20 + (id * 37) % 900 WHERE id = ANY($1::int[])', [ids]);
  await db.query('ANALYZE columns');
  log?.(`seeded ${ids.length} columns`);
  return { firstColumnId: ids[0], lastColumnId: ids[ids.length - 1] };
}
