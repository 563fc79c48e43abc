// Notifications written directly (the notifier decides who hears of what; these tests are about
// what is mailed), and the posts they name.
import type { NotificationKind } from '@hiroba/contract';
import type { Database } from '../../src/db/database';

/** A question by `userId`, written directly; its title is the only text a mail may show. An expert-answered one is a 専門家 question. */
export async function questionBy(db: Database, userId: number, title: string, expertAnswered = false): Promise<number> {
  const category = await db.one<{ id: number }>("SELECT id FROM categories WHERE status = 'published' ORDER BY id LIMIT 1");
  const row = await db.one<{ id: number }>(
    `INSERT INTO questions (title, body, category_id, user_id, answer_state, search_text)
     VALUES ($1, '質問の本文は秘密です', $2, $3, $4, $1) RETURNING id`,
    [title, category!.id, userId, expertAnswered ? 'expert_answered' : 'unanswered'],
  );
  return row!.id;
}

export async function commentBy(db: Database, userId: number, questionId: number): Promise<number> {
  const row = await db.one<{ id: number }>("INSERT INTO comments (question_id, body, user_id) VALUES ($1, '回答の本文は秘密です', $2) RETURNING id", [questionId, userId]);
  return row!.id;
}

export interface NotificationRow {
  userId: number;
  kind: NotificationKind;
  questionId?: number;
  commentId?: number;
  replyId?: number;
  /** SQL interval before now, e.g. '2 days'. */
  ago?: string;
  read?: boolean;
}

export async function notificationFor(db: Database, n: NotificationRow): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO notifications (user_id, kind, question_id, comment_id, reply_id, created_at, updated_at, read_at)
     VALUES ($1, $2, $3, $4, $5, now() - $6::interval, now() - $6::interval, CASE WHEN $7 THEN now() END) RETURNING id`,
    [n.userId, n.kind, n.questionId ?? null, n.commentId ?? null, n.replyId ?? null, n.ago ?? '0 seconds', n.read ?? false],
  );
  return row!.id;
}

export const mailedAt = async (db: Database, id: number) =>
  (await db.one<{ mailed_at: string | null }>('SELECT mailed_at FROM notifications WHERE id = $1', [id]))!.mailed_at;
