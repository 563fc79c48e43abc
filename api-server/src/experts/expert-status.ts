// The one place where an expert's status changes, and with it the person's role: approved and
// suspended experts have the role expert, an applicant keeps their member role (pending, rejected).
// Every change is kept in expert_status_changes with its reason and who decided.
import { EXPERT_STATUS_CHANGES, EXPERT_STATUS_LABELS, type ExpertStatus, type Role } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import { unprocessable } from '../lib/http-errors';
import { lockRoleOf, setRole } from '../users/user-repository';
import { insertStatusChange, setExpertStatus } from './expert-repository';

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
  const current = (await lockRoleOf(tx, change.userId))!;
  const role = roleForStatus(change.to, current);
  await setExpertStatus(tx, change.expertInfoId, change.to, change.by);
  if (role !== current) await setRole(tx, change.userId, role);
  await insertStatusChange(tx, { expertInfoId: change.expertInfoId, from: change.from, to: change.to, reason: change.reason, by: change.by });
  return role;
}
