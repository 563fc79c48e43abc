// The admin console's own calls: the audit log with its filters (GET /api/v1/audit_logs) and what the
// dashboard asks the operator to look at (GET /api/v1/dashboard). Both admins only.
import { Type } from 'typebox';
import { LIMITS } from '../fields';
import { DateTime, Id, Nullable, StrictObject, pageProperties } from './common';

/** One recorded admin action (audit_logs), newest first wherever it is listed. */
export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  /** e.g. user.suspend, expert_info.change_status, column.publish (AUDIT_ACTION_LABELS). */
  action: Type.String(),
  /** What the action was done to: user, user_information, expert_info, question, comment, column... */
  target_type: Type.String(),
  target_id: Nullable(Type.Integer()),
  /** The admin who did it (null: done by the system, or the admin's account is gone). */
  actor: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  /** What the action recorded (a reason, the changed fields, a role's from and to...). */
  detail: Type.Record(Type.String(), Type.Unknown()),
  created_at: DateTime,
});

const DateOnly = Type.String({ format: 'date' });

export const AuditLogQuerySchema = StrictObject({
  ...pageProperties,
  action: Type.Optional(Type.String({ maxLength: LIMITS.keyword, pattern: '^[a-z_]+\\.[a-z_]+$' })),
  target_type: Type.Optional(Type.String({ maxLength: LIMITS.keyword, pattern: '^[a-z_]+$' })),
  actor_user_id: Type.Optional(Id),
  /** Inclusive days in Japan's time. */
  from: Type.Optional(DateOnly),
  to: Type.Optional(DateOnly),
});

/** GET /api/v1/dashboard: each number links to the page that handles it. */
export const DashboardSchema = Type.Object({
  pending_expert_applications: Type.Integer(),
  /** Questions with no answer for more than ADMIN_ATTENTION.unansweredDays days. */
  stale_unanswered_questions: Type.Integer(),
  /** Members who signed up in the last ADMIN_ATTENTION.newMemberDays days. */
  new_members: Type.Integer(),
  recent_actions: Type.Array(AuditEntrySchema),
});

