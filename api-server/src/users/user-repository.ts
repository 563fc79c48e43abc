// The SQL of accounts (users). Users are read with their profile and expert record in one query; the
// nested objects are built by PostgreSQL (json_build_object) and the response schemas decide which
// fields leave the server.
import type { AccountState, ExpertInfo, Role, UserInformation, UserSort } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import { limitClause } from '../db/page-clause';
import type { Paging } from '../lib/paging';

export interface UserRow {
  id: number;
  email: string;
  role: Role;
  is_permanent_paid_member: boolean;
  created_at: string;
  withdrawn_at: string | null;
  /** Suspended by an admin (users/suspension-service.ts): since when and why. */
  suspended_at: string | null;
  suspended_reason: string | null;
  token_version: number;
  paid_until: string | null;
  /** When the person agreed that their posts are public (users/posting-consent.ts). */
  posting_consent_at: string | null;
  /** The latest subscription that could still charge, as last read from the provider. */
  subscription_status: string | null;
  cancel_at_period_end: boolean | null;
  user_information: UserInformation | null;
  expert_info: ExpertInfo | null;
}

const USER_SELECT = `
  SELECT u.id, u.email, u.role, u.is_permanent_paid_member, u.created_at, u.withdrawn_at, u.suspended_at, u.suspended_reason,
    u.token_version, u.paid_until, u.posting_consent_at,
    s.status AS subscription_status, s.cancel_at_period_end,
    CASE WHEN ui.id IS NULL THEN NULL ELSE json_build_object(
      'id', ui.id, 'user_id', ui.user_id, 'nickname', ui.nickname, 'profile_image', ui.profile_image) END AS user_information,
    CASE WHEN ei.id IS NULL THEN NULL ELSE json_build_object(
      'id', ei.id, 'user_id', ei.user_id, 'name', ei.name, 'profile_image', ei.profile_image, 'title', ei.title,
      'profile', ei.profile, 'qualifications', ei.qualifications, 'fields', ei.fields, 'status', ei.status,
      'created_at', ei.created_at, 'updated_at', ei.updated_at) END AS expert_info
  FROM users u
  LEFT JOIN user_informations ui ON ui.user_id = u.id
  LEFT JOIN expert_infos ei ON ei.user_id = u.id
  LEFT JOIN LATERAL (
    SELECT status, cancel_at_period_end FROM subscriptions
     WHERE user_id = u.id AND status IN ('active', 'trialing', 'past_due', 'unpaid')
     ORDER BY created_at DESC, id DESC LIMIT 1) s ON true`;

export function findUserById(db: Queryable, id: number): Promise<UserRow | null> {
  return db.one<UserRow>(`${USER_SELECT} WHERE u.id = $1`, [id]);
}

/** The admin's list orders; the id breaks ties so pages never overlap. */
const LIST_ORDER: Record<UserSort, string> = {
  newest: 'u.created_at DESC, u.id DESC',
  oldest: 'u.created_at ASC, u.id ASC',
  // The database's text order (kana come in 五十音 order); members without a nickname (未設定) come last.
  nickname: 'ui.nickname ASC NULLS LAST, u.id ASC',
};

/** LIKE pattern for a keyword typed by a person: %, _ and \ match themselves. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The admin's list of live accounts: by role, suspended or not, a keyword in the e-mail, nickname or expert name. */
export async function listUsers(
  db: Queryable,
  filters: { role?: Role; keyword?: string; state?: AccountState; sort?: UserSort },
  page: Paging,
): Promise<{ rows: UserRow[]; total: number }> {
  const params: unknown[] = [];
  const where = ['u.withdrawn_at IS NULL'];
  if (filters.role) where.push(`u.role = $${params.push(filters.role)}`);
  if (filters.state) where.push(filters.state === 'suspended' ? 'u.suspended_at IS NOT NULL' : 'u.suspended_at IS NULL');
  if (filters.keyword) {
    const n = params.push(likePattern(filters.keyword));
    where.push(`(u.email ILIKE $${n} OR ui.nickname ILIKE $${n} OR ei.name ILIKE $${n})`);
  }
  const whereSql = ` WHERE ${where.join(' AND ')}`;
  const counted = await db.one<{ total: number }>(
    `SELECT count(*)::int AS total FROM users u
       LEFT JOIN user_informations ui ON ui.user_id = u.id LEFT JOIN expert_infos ei ON ei.user_id = u.id${whereSql}`,
    params,
  );
  const order = LIST_ORDER[filters.sort ?? 'newest'];
  const rows = await db.query<UserRow>(`${USER_SELECT}${whereSql} ORDER BY ${order}${limitClause(page, params)}`, params);
  return { rows, total: counted?.total ?? 0 };
}

/** How many live accounts each role has (roles with none are missing). */
export const countUsersByRole = (db: Queryable) => db.query<{ role: Role; n: number }>('SELECT role, count(*)::int AS n FROM users WHERE withdrawn_at IS NULL GROUP BY role');

/** For sign-in and password reset: the live account with this e-mail (any case), with its hash. */
export function findActiveUserByEmail(db: Queryable, email: string) {
  return db.one<{ id: number; role: Role; password_hash: string; token_version: number; suspended_at: string | null }>(
    'SELECT id, role, password_hash, token_version, suspended_at FROM users WHERE lower(email) = lower($1) AND withdrawn_at IS NULL',
    [email.trim()],
  );
}

export async function emailTaken(db: Queryable, email: string, exceptUserId?: number): Promise<boolean> {
  const row = await db.one('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [email.trim(), exceptUserId ?? 0]);
  return row !== null;
}

/**
 * Moves an account to another address, in the caller's transaction. The address is what one signs in
 * with, so a real change (not just its letter case) ends every session of the account (token_version):
 * a token taken before the move must not outlive it, whoever made the change. Answers the new version.
 */
export async function moveToEmail(tx: Queryable, userId: number, email: string): Promise<number> {
  const row = await tx.one<{ token_version: number }>(
    `UPDATE users SET email = $2, updated_at = now(),
       token_version = token_version + CASE WHEN lower(email) = lower($2) THEN 0 ELSE 1 END
     WHERE id = $1 RETURNING token_version`,
    [userId, email.trim()],
  );
  return row!.token_version;
}

/** A new account (a member until something says otherwise). Answers its id. */
export async function insertUser(tx: Queryable, email: string, passwordHash: string): Promise<number> {
  const row = await tx.one<{ id: number }>('INSERT INTO users (email, password_hash) VALUES ($1, $2) RETURNING id', [email.trim(), passwordHash]);
  return row!.id;
}

/** An admin's change of someone's password hash or role; null leaves it as it is. */
export async function updateAccount(tx: Queryable, userId: number, change: { passwordHash: string | null; role: Role | null }): Promise<void> {
  await tx.query('UPDATE users SET password_hash = COALESCE($2, password_hash), role = COALESCE($3, role), updated_at = now() WHERE id = $1', [
    userId,
    change.passwordHash,
    change.role,
  ]);
}

/** The person's role, their row held until the transaction ends. */
export async function lockRoleOf(tx: Queryable, userId: number): Promise<Role | null> {
  return (await tx.one<{ role: Role }>('SELECT role FROM users WHERE id = $1 FOR UPDATE', [userId]))?.role ?? null;
}

export async function setRole(tx: Queryable, userId: number, role: Role): Promise<void> {
  await tx.query('UPDATE users SET role = $2, updated_at = now() WHERE id = $1', [userId, role]);
}

/** The address of a live account (null once withdrawn). */
export async function liveEmailOf(db: Queryable, userId: number): Promise<string | null> {
  return (await db.one<{ email: string }>('SELECT email FROM users WHERE id = $1 AND withdrawn_at IS NULL', [userId]))?.email ?? null;
}

/** A live account with its password hash (the person's own settings check the current password). */
export const liveAccountWithHash = (db: Queryable, userId: number) =>
  db.one<{ id: number; email: string; password_hash: string }>('SELECT id, email, password_hash FROM users WHERE id = $1 AND withdrawn_at IS NULL', [userId]);

/** The same password hashed again with today's parameters (sign-in); sessions go on. */
export async function rehashPassword(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

/** The person's new password (settings): every session ends. Answers the new token version; null for an account that is gone. */
export async function changePassword(tx: Queryable, userId: number, passwordHash: string): Promise<number | null> {
  const row = await tx.one<{ token_version: number }>(
    `UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now()
      WHERE id = $1 AND withdrawn_at IS NULL RETURNING token_version`,
    [userId, passwordHash],
  );
  return row?.token_version ?? null;
}

/** A password set with a reset code: every session ends. */
export async function resetPassword(tx: Queryable, userId: number, passwordHash: string): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1', [userId, passwordHash]);
}

/** When the person agreed that their posts are public (null: not yet). */
export async function postingConsentOf(db: Queryable, userId: number): Promise<{ posting_consent_at: string | null } | null> {
  return db.one<{ posting_consent_at: string | null }>('SELECT posting_consent_at FROM users WHERE id = $1', [userId]);
}

/** The first agreement's date is kept. */
export async function givePostingConsent(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET posting_consent_at = COALESCE(posting_consent_at, now()), updated_at = now() WHERE id = $1', [userId]);
}

/**
 * Suspends a live account that is not suspended, ending every session in the same statement. False
 * when there was nothing to change (two admins at once: the second finds nothing).
 */
export async function suspendAccount(tx: Queryable, userId: number, reason: string): Promise<boolean> {
  const changed = await tx.one(
    `UPDATE users SET suspended_at = now(), suspended_reason = $2, token_version = token_version + 1, updated_at = now()
      WHERE id = $1 AND suspended_at IS NULL AND withdrawn_at IS NULL RETURNING id`,
    [userId, reason],
  );
  return changed !== null;
}

/** Restores a suspended account; false when it was not suspended. */
export async function restoreAccount(tx: Queryable, userId: number): Promise<boolean> {
  const changed = await tx.one(
    `UPDATE users SET suspended_at = NULL, suspended_reason = NULL, updated_at = now()
      WHERE id = $1 AND suspended_at IS NOT NULL RETURNING id`,
    [userId],
  );
  return changed !== null;
}

export const EMAIL_TAKEN_MESSAGE = 'このメールアドレスは使用できません。別のメールアドレスを入力するか、ログインしてください。';

/** Unique violation (23505) on the e-mail index: two sign-ups raced. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
