// The one place where an expert's status changes, and with it the person's role: approved and
// suspended experts have the role expert, an applicant keeps their member role (pending, rejected).
// Every change is kept in expert_status_changes with its reason and who decided.
import { EXPERT_STATUS_CHANGES, EXPERT_STATUS_LABELS, type ExpertStatus, type Role } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import { unprocessable } from '../lib/http-errors';

/**
 * The role a person has while their expert record has this status. The allowed changes never take
 * an expert back to pending or rejected, so a member's own role (free or paid) is kept as it is.
 */
export const roleForStatus = (status: ExpertStatus, currentRole: Role): Role =>
  status === 'approved' || status === 'suspended' ? 'expert' : currentRole;

/** Refuses a change the status machine does not allow (contract: EXPERT_STATUS_CHANGES). */
export function checkStatusChange(from: ExpertStatus, to: ExpertStatus): void {
  if (!EXPERT_STATUS_CHANGES[from].includes(to)) {
    throw unprocessable('status', `「${EXPERT_STATUS_LABELS[from]}」の専門家を「${EXPERT_STATUS_LABELS[to]}」にはできません。`);
  }
}

/**
 * Sets the status and the role together (in the caller's transaction, the user's row locked) and
 * records the change. `from` null: the application itself. Returns the role the person now has.
 */
export async function recordStatus(
  tx: Queryable,
  change: { expertInfoId: number; userId: number; from: ExpertStatus | null; to: ExpertStatus; reason: string | null; by: number | null },
): Promise<Role> {
  const user = await tx.one<{ role: Role }>('SELECT role FROM users WHERE id = $1 FOR UPDATE', [change.userId]);
  const role = roleForStatus(change.to, user!.role);
  await tx.query(
    `UPDATE expert_infos SET status = $2, reviewed_by = $3, reviewed_at = CASE WHEN $3::integer IS NULL THEN reviewed_at ELSE now() END, updated_at = now()
      WHERE id = $1`,
    [change.expertInfoId, change.to, change.by],
  );
  if (role !== user!.role) await tx.query('UPDATE users SET role = $2, updated_at = now() WHERE id = $1', [change.userId, role]);
  await tx.query('INSERT INTO expert_status_changes (expert_info_id, from_status, to_status, reason, changed_by) VALUES ($1, $2, $3, $4, $5)', [
    change.expertInfoId,
    change.from,
    change.to,
    change.reason,
    change.by,
  ]);
  return role;
}
