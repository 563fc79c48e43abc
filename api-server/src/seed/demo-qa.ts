// Demo Q&A content (never in production; DEMO_QA=false leaves it out): more demo members, a second
// approved expert, 30 questions across categories and tags with expert answers, comments, replies,
// likes and favorites, five of them still 未回答. Safe on every start: runs once (it stops when the
// first demo question exists), in one transaction.
import type { Database, Queryable } from '../db/database';
import type { PasswordHasher } from '../lib/password';
import { recordStatus } from '../experts/expert-status';
import { writeNotifications } from '../notifications/event-notification-repository';
import { insertQuestion } from '../qa/question-repository';
import { DEMO_ACCOUNTS, ensureDemoAccount } from './demo';
import { DEMO_APPLICATION, DEMO_EXPERT2, DEMO_QA_MEMBERS, DEMO_QUESTIONS, type DemoAuthor } from './demo-qa-content';

const DAY_MS = 24 * 60 * 60 * 1000;

async function ensureMembers(db: Database, passwords: PasswordHasher, demoPassword: string): Promise<void> {
  // One hash for all of them, made only when one is missing.
  let hash: Promise<string> | null = null;
  const passwordHash = () => (hash ??= passwords.hash(demoPassword));
  const application = async (tx: Queryable, userId: number) => {
    const a = DEMO_APPLICATION;
    const info = await tx.one<{ id: number }>(
      `INSERT INTO expert_infos (user_id, name, title, qualifications, fields, profile, qualification_check, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending') RETURNING id`,
      [userId, a.name, a.title, a.qualifications, a.fields, a.profile, a.qualification_check],
    );
    await recordStatus(tx, { expertInfoId: info!.id, userId, from: null, to: 'pending', reason: null, by: null });
  };
  for (const account of DEMO_QA_MEMBERS) {
    await ensureDemoAccount(db, account, passwordHash, account.role === 'expert' ? DEMO_EXPERT2 : null, account.key === DEMO_APPLICATION.key ? application : undefined);
  }
}

async function idsByKey(db: Queryable): Promise<Record<DemoAuthor, { user: number; expertInfo: number | null }>> {
  const emails: Record<DemoAuthor, string> = {
    paid: DEMO_ACCOUNTS[1].email,
    free: DEMO_ACCOUNTS[0].email,
    expert: DEMO_ACCOUNTS[2].email,
    ...(Object.fromEntries(DEMO_QA_MEMBERS.map((m) => [m.key, m.email])) as Record<(typeof DEMO_QA_MEMBERS)[number]['key'], string>),
  };
  const rows = await db.query<{ email: string; id: number; expert_info_id: number | null }>(
    `SELECT u.email, u.id, ei.id AS expert_info_id FROM users u
       LEFT JOIN expert_infos ei ON ei.user_id = u.id AND ei.status = 'approved'
      WHERE u.email = ANY($1::text[]) AND u.withdrawn_at IS NULL`,
    [Object.values(emails)],
  );
  const byEmail = new Map(rows.map((r) => [r.email, { user: r.id, expertInfo: r.expert_info_id }]));
  return Object.fromEntries(Object.entries(emails).map(([key, email]) => [key, byEmail.get(email)])) as Record<DemoAuthor, { user: number; expertInfo: number | null }>;
}

export async function seedDemoQa(db: Database, passwords: PasswordHasher, demoPassword: string): Promise<void> {
  if (await db.one('SELECT 1 FROM questions WHERE title = $1', [DEMO_QUESTIONS[0].title])) return;
  await ensureMembers(db, passwords, demoPassword);
  const who = await idsByKey(db);
  // A demo account that was withdrawn or removed: leave the demo content out rather than half-make it.
  if (Object.values(who).some((w) => !w)) return;
  const categories = new Map((await db.query<{ id: number; title: string }>('SELECT id, title FROM categories')).map((r) => [r.title, r.id]));
  const tags = new Map((await db.query<{ id: number; title: string }>("SELECT id, title FROM tags WHERE status = 'published'")).map((r) => [r.title, r.id]));
  const now = Date.now();

  await db.transaction(async (tx) => {
    for (const q of DEMO_QUESTIONS) {
      const askedAt = new Date(now - q.daysAgo * DAY_MS);
      const id = await insertQuestion(
        tx,
        who[q.by].user,
        {
          title: q.title,
          body: q.body,
          category_id: categories.get(q.category) ?? null,
          tag_ids: q.tags.map((t) => tags.get(t)).filter((t): t is number => t !== undefined),
          expert_info_id: q.to ? who[q.to].expertInfo : null,
        },
        askedAt,
      );
      for (const [i, answer] of (q.answers ?? []).entries()) {
        const answeredAt = new Date(askedAt.getTime() + (i + 1) * 3 * 60 * 60 * 1000);
        const expertInfo = answer.by === 'expert' || answer.by === 'expert2' ? who[answer.by].expertInfo : null;
        const comment = await tx.one<{ id: number }>(
          `INSERT INTO comments (question_id, body, user_id, is_expert_answer, expert_info_id, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
          [id, answer.body, who[answer.by].user, expertInfo !== null, expertInfo, answeredAt],
        );
        await writeNotifications(tx, { type: 'comment.created', commentId: comment!.id });
        for (const [j, reply] of (answer.replies ?? []).entries()) {
          const repliedAt = new Date(answeredAt.getTime() + (j + 1) * 60 * 60 * 1000);
          const written = await tx.one<{ id: number }>(
            'INSERT INTO replies (comment_id, body, user_id, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING id',
            [comment!.id, reply.body, who[reply.by].user, repliedAt],
          );
          await writeNotifications(tx, { type: 'reply.created', replyId: written!.id });
        }
      }
      for (const [table, keys] of [['user_like_questions', q.likes ?? []], ['question_favorites', q.favorites ?? []]] as const) {
        for (const key of keys) await tx.query(`INSERT INTO ${table} (user_id, question_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [who[key].user, id]);
      }
      // Counts and answer state from the rows just written, as the API keeps them.
      await tx.query(
        `UPDATE questions q SET
           comment_counts = (SELECT count(*) FROM comments c WHERE c.question_id = q.id),
           like_counts = (SELECT count(*) FROM user_like_questions l WHERE l.question_id = q.id),
           favorite_counts = (SELECT count(*) FROM question_favorites f WHERE f.question_id = q.id),
           scored_views = 20 + (q.id * 37) % 300,
           answer_state = CASE WHEN EXISTS (SELECT 1 FROM comments c WHERE c.question_id = q.id AND c.is_expert_answer) THEN 'expert_answered'
                               WHEN EXISTS (SELECT 1 FROM comments c WHERE c.question_id = q.id) THEN 'answered' ELSE 'unanswered' END
         WHERE q.id = $1`,
        [id],
      );
      await tx.query(
        "INSERT INTO content_views (content_type, content_id, views) SELECT 'question', id, scored_views FROM questions WHERE id = $1 ON CONFLICT DO NOTHING",
        [id],
      );
    }
    // A few likes on answers, so comment like counts are not all zero.
    await tx.query(
      `WITH liked AS (
         INSERT INTO user_like_comments (user_id, comment_id)
         SELECT u.id, c.id FROM comments c JOIN users u ON u.email = ANY($1::text[]) AND u.id IS DISTINCT FROM c.user_id
          WHERE c.is_expert_answer ON CONFLICT DO NOTHING RETURNING comment_id)
       UPDATE comments c SET like_counts = c.like_counts + n FROM (SELECT comment_id, count(*)::int AS n FROM liked GROUP BY comment_id) s
        WHERE c.id = s.comment_id`,
      [[DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[1].email, DEMO_QA_MEMBERS[0].email]],
    );
    // The demo's notifications (docs/notifications.md) carry the time of what they tell; each
    // person's two newest are unread, the rest read, and none of them is mailed.
    await tx.query(
      `UPDATE notifications n SET created_at = w.at, updated_at = w.at, mailed_at = w.at, read_at = CASE WHEN w.place > 2 THEN w.at END
         FROM (SELECT n2.id, a.at, row_number() OVER (PARTITION BY n2.user_id ORDER BY a.at DESC, n2.id DESC) AS place
                 FROM notifications n2 LEFT JOIN comments c ON c.id = n2.comment_id LEFT JOIN replies r ON r.id = n2.reply_id,
                 LATERAL (SELECT COALESCE(r.created_at, c.created_at) AS at) a) w
        WHERE w.id = n.id AND w.at IS NOT NULL`,
    );
  });
}
