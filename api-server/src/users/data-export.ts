// 登録情報のダウンロード (APPI 開示, docs/product.md#data-download): everything the site holds about one
// person, as the JSON file they download: the account, the consents, the profile with its disability
// and health fields, the expert record, posts, likes, favorites, follows, payments, contact messages, and the
// rows of any other table that names them by user_id (so a table added later is not forgotten).
// Secrets never leave: password and code hashes, token versions.
import type { DataExport } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import { pendingEmailChangeOf } from './confirmation-code-repository';
import { exportedAccountOf, rowsNamingUser, sectionRows, tablesWithUserId, type ExportSection, type Row } from './data-export-repository';

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
  'follows',
  'notifications',
  'notification_settings',
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

async function rows(db: Queryable, section: ExportSection, userId: number): Promise<Row[]> {
  return (await sectionRows(db, section, userId)).map(cleanRow);
}

async function oneRow(db: Queryable, section: ExportSection, userId: number): Promise<Row | null> {
  return (await rows(db, section, userId))[0] ?? null;
}

/** Rows of the tables not covered above that have a user_id column: whatever they hold about the person. */
async function otherRecords(db: Queryable, userId: number): Promise<Record<string, Row[]>> {
  const found: Record<string, Row[]> = {};
  for (const table of await tablesWithUserId(db)) {
    if (COVERED.has(table)) continue;
    const list = (await rowsNamingUser(db, table, userId)).map(cleanRow);
    if (list.length > 0) found[table] = list;
  }
  // What admins did to the account, without naming the admin.
  const audits = await rows(db, 'audit_logs', userId);
  if (audits.length > 0) found.audit_logs = audits;
  return found;
}

export const EXPORT_DESCRIPTION =
  '障害福祉Q&Aひろばが保有している、あなたの登録情報の一覧です（個人情報保護法にもとづく開示）。パスワードは元に戻せない形で保存しているため、含まれていません。';

/** Null when the account does not exist or has withdrawn. */
export async function exportUserData(db: Queryable, userId: number): Promise<DataExport | null> {
  const account = await exportedAccountOf(db, userId);
  if (!account) return null;
  const { posting_consent_at: postingConsentAt, ...accountFields } = account;
  const profile = await oneRow(db, 'profile', userId);
  const pending = await pendingEmailChangeOf(db, userId);
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
    expert_info: await oneRow(db, 'expert_info', userId),
    pending_email_change: pending,
    questions: await rows(db, 'questions', userId),
    comments: await rows(db, 'comments', userId),
    replies: await rows(db, 'replies', userId),
    likes: { questions: await rows(db, 'question_likes', userId), comments: await rows(db, 'comment_likes', userId) },
    favorites: { questions: await rows(db, 'question_favorites', userId), columns: await rows(db, 'column_favorites', userId) },
    payments: {
      subscriptions: await rows(db, 'subscriptions', userId),
      payments: await rows(db, 'payments', userId),
      membership_changes: await rows(db, 'membership_changes', userId),
      cards_on_file: await rows(db, 'cards_on_file', userId),
    },
    contacts: await rows(db, 'contacts', userId),
    reports: await rows(db, 'reports', userId),
    notifications: {
      items: await rows(db, 'notifications', userId),
      mail_settings: await rows(db, 'mail_settings', userId),
      follows: await rows(db, 'follows', userId),
    },
    other_records: await otherRecords(db, userId),
  };
}
