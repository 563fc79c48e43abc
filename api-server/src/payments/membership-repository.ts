// A person's paid standing on their users row (role, paid_until, permanent) and its history
// (membership_changes: when, from, to, why).
import type { MembershipChangeReason, MembershipStatus, Role } from '@hiroba/contract';
import type { Queryable } from '../db/database';

export interface MemberRow {
  id: number;
  email: string;
  role: Role;
  is_permanent_paid_member: boolean;
  paid_until: string | null;
  withdrawn_at: string | null;
}

/** Who made a change, by the name they go by (an admin without a profile is 管理者). */
const NAME_OF = "COALESCE(ui.nickname, ei.name, '管理者')";

/** The person's row, held until the transaction ends (membership.ts says why every write takes it first). */
export function lockMember(tx: Queryable, userId: number): Promise<MemberRow | null> {
  return tx.one<MemberRow>('SELECT id, email, role, is_permanent_paid_member, paid_until, withdrawn_at FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** The person as a checkout or a cancellation needs them (not locked). */
export function memberOf(db: Queryable, userId: number) {
  return db.one<{ email: string; role: Role; is_permanent_paid_member: boolean }>('SELECT email, role, is_permanent_paid_member FROM users WHERE id = $1', [userId]);
}

export async function setPaidStanding(tx: Queryable, userId: number, role: Role, paidUntil: string | null): Promise<void> {
  await tx.query('UPDATE users SET role = $2, paid_until = $3, updated_at = now() WHERE id = $1', [userId, role, paidUntil]);
}

export async function markPermanent(tx: Queryable, userId: number, adminId: number): Promise<void> {
  await tx.query('UPDATE users SET is_permanent_paid_member = true, permanent_by = $2, permanent_at = now(), paid_until = NULL, updated_at = now() WHERE id = $1', [
    userId,
    adminId,
  ]);
}

export async function insertMembershipChange(
  tx: Queryable,
  change: { userId: number; from: MembershipStatus; to: MembershipStatus; reason: MembershipChangeReason; eventId: string | null; actorId: number | null },
): Promise<void> {
  await tx.query('INSERT INTO membership_changes (user_id, from_status, to_status, reason, provider_event_id, actor_user_id) VALUES ($1, $2, $3, $4, $5, $6)', [
    change.userId,
    change.from,
    change.to,
    change.reason,
    change.eventId,
    change.actorId,
  ]);
}

/** Paid members (not permanent, not withdrawn) whose period ended more than `graceMinutes` ago, the longest ended first (at most 500 a run). */
export async function paidMembersPastTheirPeriod(db: Queryable, graceMinutes: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE role = 'paid_member' AND NOT is_permanent_paid_member AND withdrawn_at IS NULL
       AND paid_until < now() - make_interval(mins => $1) ORDER BY paid_until LIMIT 500`,
    [graceMinutes],
  );
  return rows.map((row) => row.id);
}

/** A live person's standing for the payment pages, with who made them permanent. */
export function standingForOverview(db: Queryable, userId: number) {
  return db.one<{ id: number; role: Role; is_permanent_paid_member: boolean; permanent_at: string | null; permanent_by_id: number | null; permanent_by_name: string | null }>(
    `SELECT u.id, u.role, u.is_permanent_paid_member, u.permanent_at, u.permanent_by AS permanent_by_id, ${NAME_OF} AS permanent_by_name
       FROM users u LEFT JOIN user_informations ui ON ui.user_id = u.permanent_by LEFT JOIN expert_infos ei ON ei.user_id = u.permanent_by
      WHERE u.id = $1 AND u.withdrawn_at IS NULL`,
    [userId],
  );
}

/** The person's changes of standing, the newest first, with who made each (an admin) when anyone did. */
export function recentMembershipChangesOf(db: Queryable, userId: number, limit: number) {
  return db.query<{ id: number; from_status: MembershipStatus; to_status: MembershipStatus; reason: MembershipChangeReason; provider_event_id: string | null; actor_id: number | null; actor_name: string | null; created_at: string }>(
    `SELECT mc.id, mc.from_status, mc.to_status, mc.reason, mc.provider_event_id, mc.actor_user_id AS actor_id, CASE WHEN mc.actor_user_id IS NULL THEN NULL ELSE ${NAME_OF} END AS actor_name, mc.created_at
       FROM membership_changes mc LEFT JOIN user_informations ui ON ui.user_id = mc.actor_user_id LEFT JOIN expert_infos ei ON ei.user_id = mc.actor_user_id
      WHERE mc.user_id = $1 ORDER BY mc.created_at DESC, mc.id DESC LIMIT $2`,
    [userId, limit],
  );
}
