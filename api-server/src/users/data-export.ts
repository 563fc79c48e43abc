// 登録情報のダウンロード (APPI 開示, docs/product.md#data-download): everything the site holds about one
// person, as the JSON file they download: the account, the consents, the profile with its disability
// and health fields, the expert record, posts, likes, favorites, payments, contact messages, and the
// rows of any other table that names them by user_id (so a table added later is not forgotten).
// Secrets never leave: password and code hashes, token versions.
import type { DataExport } from '@hiroba/contract';
import type { Queryable } from '../db/database';

type Row = Record<string, unknown>;

/** Tables the sections below cover, or that hold only secrets (the codes). */
const COVERED = new Set([
  'users',
  'user_informations',
  'expert_infos',
  'questions',
  'comments',
  'replies',
  'user_like_questions',
  'user_like_comments',
  'question_favorites',
  'column_favorites',
  'subscriptions',
  'payments',
  'membership_changes',
  'billing_customers',
  'contacts',
  'password_reset_codes',
  'email_change_codes',
]);

const SECRET_COLUMN = /(_hash|token|secret)/;
const TIME_KEY = /(_at|_until|_start|_end)$/;
const PG_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}(:?\d{2})?|Z)$/;

/** Times inside JSON come in PostgreSQL's own spelling; the file uses ISO 8601 in UTC like the API. */
function cleanRow(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !SECRET_COLUMN.test(key))
      .map(([key, value]) => [key, TIME_KEY.test(key) && typeof value === 'string' && PG_TIME.test(value) ? new Date(value).toISOString() : value]),
  );
}

async function rows(db: Queryable, sql: string, userId: number): Promise<Row[]> {
  return (await db.query<{ row: Row }>(sql, [userId])).map((r) => cleanRow(r.row));
}

async function oneRow(db: Queryable, sql: string, userId: number): Promise<Row | null> {
  return (await rows(db, sql, userId))[0] ?? null;
}

/** Rows of the tables not covered above that have a user_id column: whatever they hold about the person. */
async function otherRecords(db: Queryable, userId: number): Promise<Record<string, Row[]>> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = current_schema() AND c.column_name = 'user_id' ORDER BY c.table_name`,
  );
  const found: Record<string, Row[]> = {};
  for (const { table_name: table } of tables) {
    if (COVERED.has(table)) continue;
    const quoted = `"${table.replace(/"/g, '""')}"`;
    const list = await rows(db, `SELECT to_jsonb(t) - 'user_id' AS row FROM ${quoted} t WHERE t.user_id = $1`, userId);
    if (list.length > 0) found[table] = list;
  }
  // What admins did to the account (a suspension and its reason, a role change): the admin is not named.
  const audits = await rows(
    db,
    `SELECT jsonb_build_object('action', a.action, 'detail', a.detail, 'created_at', a.created_at) AS row FROM audit_logs a
      WHERE (a.target_type = 'user' AND a.target_id = $1)
         OR (a.target_type = 'user_information' AND a.target_id IN (SELECT id FROM user_informations WHERE user_id = $1))
      ORDER BY a.created_at, a.id`,
    userId,
  );
  if (audits.length > 0) found.audit_logs = audits;
  return found;
}

export const EXPORT_DESCRIPTION =
  '障害福祉Q&Aひろばが保有している、あなたの登録情報の一覧です（個人情報保護法にもとづく開示）。パスワードは元に戻せない形で保存しているため、含まれていません。';

/** Null when the account does not exist or has withdrawn. */
export async function exportUserData(db: Queryable, userId: number): Promise<DataExport | null> {
  const account = await db.one<DataExport['account'] & { posting_consent_at: string | null }>(
    `SELECT id, email, role, is_permanent_paid_member, permanent_at, paid_until, created_at, updated_at, posting_consent_at
       FROM users WHERE id = $1 AND withdrawn_at IS NULL`,
    [userId],
  );
  if (!account) return null;
  const { posting_consent_at: postingConsentAt, ...accountFields } = account;
  const profile = await oneRow(db, `SELECT to_jsonb(ui) - 'user_id' AS row FROM user_informations ui WHERE ui.user_id = $1`, userId);
  const pending = await db.one<{ new_email: string; expires_at: string }>(
    `SELECT new_email, expires_at FROM email_change_codes
      WHERE user_id = $1 AND used_at IS NULL AND expires_at > now() ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId],
  );
  return {
    description: EXPORT_DESCRIPTION,
    exported_at: new Date().toISOString(),
    account: accountFields,
    consents: {
      terms_of_service_at: account.created_at,
      posting_at: postingConsentAt,
      sensitive_profile_at: (profile?.sensitive_consent_at as string | null | undefined) ?? null,
    },
    profile,
    expert_info: await oneRow(db, `SELECT to_jsonb(ei) - 'user_id' - 'reviewed_by' AS row FROM expert_infos ei WHERE ei.user_id = $1`, userId),
    pending_email_change: pending,
    questions: await rows(
      db,
      `SELECT jsonb_build_object('id', q.id, 'title', q.title, 'body', q.body, 'category', c.title,
          'tags', COALESCE((SELECT jsonb_agg(t.title ORDER BY t.title) FROM question_tags qt JOIN tags t ON t.id = qt.tag_id WHERE qt.question_id = q.id), '[]'::jsonb),
          'addressed_to_expert', ei.name, 'created_at', q.created_at, 'updated_at', q.updated_at, 'deleted_at', q.deleted_at) AS row
         FROM questions q LEFT JOIN categories c ON c.id = q.category_id LEFT JOIN expert_infos ei ON ei.id = q.expert_info_id
        WHERE q.user_id = $1 ORDER BY q.created_at, q.id`,
      userId,
    ),
    comments: await rows(
      db,
      `SELECT jsonb_build_object('id', c.id, 'question_id', c.question_id, 'question_title', q.title, 'body', c.body,
          'is_expert_answer', c.is_expert_answer, 'created_at', c.created_at, 'updated_at', c.updated_at, 'deleted_at', c.deleted_at) AS row
         FROM comments c JOIN questions q ON q.id = c.question_id WHERE c.user_id = $1 ORDER BY c.created_at, c.id`,
      userId,
    ),
    replies: await rows(
      db,
      `SELECT jsonb_build_object('id', r.id, 'comment_id', r.comment_id, 'question_id', c.question_id, 'body', r.body,
          'created_at', r.created_at, 'updated_at', r.updated_at, 'deleted_at', r.deleted_at) AS row
         FROM replies r JOIN comments c ON c.id = r.comment_id WHERE r.user_id = $1 ORDER BY r.created_at, r.id`,
      userId,
    ),
    likes: {
      questions: await rows(
        db,
        `SELECT jsonb_build_object('question_id', l.question_id, 'question_title', q.title, 'created_at', l.created_at) AS row
           FROM user_like_questions l JOIN questions q ON q.id = l.question_id WHERE l.user_id = $1 ORDER BY l.created_at, l.id`,
        userId,
      ),
      comments: await rows(
        db,
        `SELECT jsonb_build_object('comment_id', l.comment_id, 'question_id', c.question_id, 'created_at', l.created_at) AS row
           FROM user_like_comments l JOIN comments c ON c.id = l.comment_id WHERE l.user_id = $1 ORDER BY l.created_at, l.id`,
        userId,
      ),
    },
    favorites: {
      questions: await rows(
        db,
        `SELECT jsonb_build_object('question_id', f.question_id, 'question_title', q.title, 'created_at', f.created_at) AS row
           FROM question_favorites f JOIN questions q ON q.id = f.question_id WHERE f.user_id = $1 ORDER BY f.created_at, f.id`,
        userId,
      ),
      columns: await rows(
        db,
        `SELECT jsonb_build_object('column_id', f.column_id, 'column_title', c.title, 'created_at', f.created_at) AS row
           FROM column_favorites f JOIN columns c ON c.id = f.column_id WHERE f.user_id = $1 ORDER BY f.created_at, f.id`,
        userId,
      ),
    },
    payments: {
      subscriptions: await rows(db, `SELECT to_jsonb(s) - 'user_id' AS row FROM subscriptions s WHERE s.user_id = $1 ORDER BY s.created_at, s.id`, userId),
      payments: await rows(db, `SELECT to_jsonb(p) - 'user_id' AS row FROM payments p WHERE p.user_id = $1 ORDER BY p.created_at, p.id`, userId),
      membership_changes: await rows(
        db,
        `SELECT to_jsonb(m) - 'user_id' - 'actor_user_id' AS row FROM membership_changes m WHERE m.user_id = $1 ORDER BY m.created_at, m.id`,
        userId,
      ),
      cards_on_file: await rows(
        db,
        `SELECT jsonb_build_object('provider', b.provider, 'card_brand', b.card_brand, 'card_last4', b.card_last4, 'updated_at', b.updated_at) AS row
           FROM billing_customers b WHERE b.user_id = $1 ORDER BY b.id`,
        userId,
      ),
    },
    contacts: await rows(db, `SELECT to_jsonb(c) - 'user_id' AS row FROM contacts c WHERE c.user_id = $1 ORDER BY c.created_at, c.id`, userId),
    other_records: await otherRecords(db, userId),
  };
}
