// Recorded admin actions in words: what each audited action means (the contract's
// AUDIT_ACTION_LABELS) and the one detail an admin needs from it (a reason, a role's from and to,
// a title, which fields). An action not named there still shows, under its own name.
import type { AuditEntry } from '@hiroba/api-client';
import { AUDIT_ACTION_LABELS, EXPERT_STATUS_LABELS, EXPERT_STATUSES, ROLE_LABELS, ROLES } from '@hiroba/contract/fields';

export const auditActionText = (action: string): string => AUDIT_ACTION_LABELS[action] ?? `操作（${action}）`;

const roleLabel = (value: unknown) => ((ROLES as readonly unknown[]).includes(value) ? ROLE_LABELS[value as (typeof ROLES)[number]] : String(value));
const statusLabel = (value: unknown) =>
  (EXPERT_STATUSES as readonly unknown[]).includes(value) ? EXPERT_STATUS_LABELS[value as (typeof EXPERT_STATUSES)[number]] : String(value);

/** One line of detail, or null when the action carries nothing worth showing. */
export function auditDetailText(entry: Pick<AuditEntry, 'action' | 'detail'>): string | null {
  const { detail } = entry;
  // An expert's status: from change_status ({ from, to, reason }) or an edit ({ status: { from, to } }).
  const status = entry.action === 'expert_info.change_status' ? detail : (detail.status as Record<string, unknown> | undefined);
  if (status && typeof status === 'object' && 'to' in status) {
    const line = `状態: ${statusLabel(status.from)} → ${statusLabel(status.to)}`;
    return typeof detail.reason === 'string' && detail.reason ? `${line}\n理由: ${detail.reason}` : line;
  }
  if (typeof detail.reason === 'string' && detail.reason) {
    return entry.action === 'user.restore' ? `停止していた理由: ${detail.reason}` : `理由: ${detail.reason}`;
  }
  const role = detail.role as { from?: unknown; to?: unknown } | undefined;
  if (role && typeof role === 'object') return `会員種別: ${roleLabel(role.from)} → ${roleLabel(role.to)}`;
  if (typeof detail.title === 'string') return `「${detail.title}」`;
  if (detail.email === 'changed') return 'メールアドレスを変更';
  return null;
}
