// The SQL of the person's data download (data-export.ts): each section's rows as JSON objects, the
// tables that name people by user_id, and what admins did about the account.
import type { DataExport } from '@hiroba/contract';
import type { Queryable } from '../db/database';

export type Row = Record<string, unknown>;

/** Each section: one statement whose `row` column is a JSON object, with the person's id as $1. */
const SECTIONS = {
  profile: `SELECT to_jsonb(ui) - 'user_id' AS row FROM user_informations ui WHERE ui.user_id = $1`,
  expert_info: `SELECT to_jsonb(ei) - 'user_id' - 'reviewed_by' AS row FROM expert_infos ei WHERE ei.user_id = $1`,
  questions: `SELECT jsonb_build_object('id', q.id, 'title', q.title, 'body', q.body, 'category', c.title,
      'tags', COALESCE((SELECT jsonb_agg(t.title ORDER BY t.title) FROM question_tags qt JOIN tags t ON t.id = qt.tag_id WHERE qt.question_id = q.id), '[]'::jsonb),
      'addressed_to_expert', ei.name, 'moderation', q.moderation, 'created_at', q.created_at, 'updated_at', q.updated_at, 'deleted_at', q.deleted_at) AS row
     FROM questions q LEFT JOIN categories c ON c.id = q.category_id LEFT JOIN expert_infos ei ON ei.id = q.expert_info_id
    WHERE q.user_id = $1 ORDER BY q.created_at, q.id`,
  comments: `SELECT jsonb_build_object('id', c.id, 'question_id', c.question_id, 'question_title', q.title, 'body', c.body,
      'is_expert_answer', c.is_expert_answer, 'moderation', c.moderation, 'created_at', c.created_at, 'updated_at', c.updated_at, 'deleted_at', c.deleted_at) AS row
     FROM comments c JOIN questions q ON q.id = c.question_id WHERE c.user_id = $1 ORDER BY c.created_at, c.id`,
  replies: `SELECT jsonb_build_object('id', r.id, 'comment_id', r.comment_id, 'question_id', c.question_id, 'body', r.body, 'moderation', r.moderation,
      'created_at', r.created_at, 'updated_at', r.updated_at, 'deleted_at', r.deleted_at) AS row
     FROM replies r JOIN comments c ON c.id = r.comment_id WHERE r.user_id = $1 ORDER BY r.created_at, r.id`,
  question_likes: `SELECT jsonb_build_object('question_id', l.question_id, 'question_title', q.title, 'created_at', l.created_at) AS row
     FROM user_like_questions l JOIN questions q ON q.id = l.question_id WHERE l.user_id = $1 ORDER BY l.created_at, l.id`,
  comment_likes: `SELECT jsonb_build_object('comment_id', l.comment_id, 'question_id', c.question_id, 'created_at', l.created_at) AS row
     FROM user_like_comments l JOIN comments c ON c.id = l.comment_id WHERE l.user_id = $1 ORDER BY l.created_at, l.id`,
  question_favorites: `SELECT jsonb_build_object('question_id', f.question_id, 'question_title', q.title, 'created_at', f.created_at) AS row
     FROM question_favorites f JOIN questions q ON q.id = f.question_id WHERE f.user_id = $1 ORDER BY f.created_at, f.id`,
  column_favorites: `SELECT jsonb_build_object('column_id', f.column_id, 'column_title', c.title, 'created_at', f.created_at) AS row
     FROM column_favorites f JOIN columns c ON c.id = f.column_id WHERE f.user_id = $1 ORDER BY f.created_at, f.id`,
  subscriptions: `SELECT to_jsonb(s) - 'user_id' AS row FROM subscriptions s WHERE s.user_id = $1 ORDER BY s.created_at, s.id`,
  payments: `SELECT to_jsonb(p) - 'user_id' AS row FROM payments p WHERE p.user_id = $1 ORDER BY p.created_at, p.id`,
  membership_changes: `SELECT to_jsonb(m) - 'user_id' - 'actor_user_id' AS row FROM membership_changes m WHERE m.user_id = $1 ORDER BY m.created_at, m.id`,
  cards_on_file: `SELECT jsonb_build_object('provider', b.provider, 'card_brand', b.card_brand, 'card_last4', b.card_last4, 'updated_at', b.updated_at) AS row
     FROM billing_customers b WHERE b.user_id = $1 ORDER BY b.id`,
  contacts: `SELECT to_jsonb(c) - 'user_id' AS row FROM contacts c WHERE c.user_id = $1 ORDER BY c.created_at, c.id`,
  // What the person reported (通報), as they sent it (docs/moderation.md#reports).
  reports: `SELECT jsonb_build_object('item_kind', r.item_kind, 'item_id', r.item_id, 'reason', r.reason, 'note', r.note, 'created_at', r.created_at) AS row
     FROM reports r WHERE r.reporter_id = $1 ORDER BY r.created_at, r.id`,
  // What the person was told in the site (docs/notifications.md): the kind and where, not others' text.
  notifications: `SELECT jsonb_build_object('kind', n.kind, 'variant', n.variant, 'question_id', n.question_id, 'comment_id', n.comment_id,
      'reply_id', n.reply_id, 'people', cardinality(n.actor_ids), 'read_at', n.read_at, 'mailed_at', n.mailed_at, 'created_at', n.created_at) AS row
     FROM notifications n WHERE n.user_id = $1 ORDER BY n.created_at, n.id`,
  mail_settings: `SELECT jsonb_build_object('kind', s.kind, 'delivery', s.delivery, 'updated_at', s.updated_at) AS row
     FROM notification_settings s WHERE s.user_id = $1 ORDER BY s.kind`,
  // What the person follows (a question, a tag or a category), by name; one deleted (or held) since is named
  // by its id only.
  follows: `SELECT jsonb_build_object('target_kind', f.target_kind, 'target_id', f.target_id,
      'name', CASE f.target_kind WHEN 'question' THEN (SELECT q.title FROM questions q WHERE q.id = f.target_id
          AND q.deleted_at IS NULL AND (q.moderation = 'visible' OR q.user_id = f.user_id))
        WHEN 'tag' THEN (SELECT t.title FROM tags t WHERE t.id = f.target_id)
        ELSE (SELECT c.title FROM categories c WHERE c.id = f.target_id) END,
      'created_at', f.created_at) AS row
     FROM follows f WHERE f.user_id = $1 ORDER BY f.created_at, f.target_kind, f.target_id`,
  // What admins did to the account (a suspension and its reason, a role change): the admin is not named.
  audit_logs: `SELECT jsonb_build_object('action', a.action, 'detail', a.detail, 'created_at', a.created_at) AS row FROM audit_logs a
    WHERE (a.target_type = 'user' AND a.target_id = $1)
       OR (a.target_type = 'user_information' AND a.target_id IN (SELECT id FROM user_informations WHERE user_id = $1))
    ORDER BY a.created_at, a.id`,
};

export type ExportSection = keyof typeof SECTIONS;

const rowsOf = async (db: Queryable, sql: string, userId: number): Promise<Row[]> => (await db.query<{ row: Row }>(sql, [userId])).map((r) => r.row);

export const sectionRows = (db: Queryable, section: ExportSection, userId: number) => rowsOf(db, SECTIONS[section], userId);

/** The live account's own fields (null when it does not exist or has withdrawn). */
export const exportedAccountOf = (db: Queryable, userId: number) =>
  db.one<DataExport['account'] & { posting_consent_at: string | null }>(
    `SELECT id, email, role, is_permanent_paid_member, permanent_at, paid_until, created_at, updated_at, posting_consent_at
       FROM users WHERE id = $1 AND withdrawn_at IS NULL`,
    [userId],
  );

/** Every table of the schema with a user_id column, by name. */
export async function tablesWithUserId(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = current_schema() AND c.column_name = 'user_id' ORDER BY c.table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** The person's rows of one of those tables, whatever they hold. */
export function rowsNamingUser(db: Queryable, table: string, userId: number): Promise<Row[]> {
  const quoted = `"${table.replace(/"/g, '""')}"`;
  return rowsOf(db, `SELECT to_jsonb(t) - 'user_id' AS row FROM ${quoted} t WHERE t.user_id = $1`, userId);
}
