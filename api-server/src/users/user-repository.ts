// Reading users with their profile and expert record in one query. The nested objects are built by
// PostgreSQL (json_build_object); the response schemas decide which fields leave the server.
import type { Queryable } from '../db/database';
import type { ExpertInfo, Role, UserInformation } from '@hiroba/contract';

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

export const USER_SELECT = `
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

export const EMAIL_TAKEN_MESSAGE = 'このメールアドレスは使用できません。別のメールアドレスを入力するか、ログインしてください。';

/** Unique violation (23505) on the e-mail index: two sign-ups raced. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
