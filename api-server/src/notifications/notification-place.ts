// Where a notification leads: the exact place of what it tells (an answer's anchor on its question's
// page, the payment settings...). Shared by the in-site list and the mails.
import type { NotificationKind, NotificationVariant } from '@hiroba/contract';
import { itemPath } from '@hiroba/contract/items';
import { pagePath } from '@hiroba/contract/routes';
import { canonicalType } from '../qa/qa-type';

/** The columns of a notification row its place needs (notification-place-sql.ts selects them). */
export interface NotificationPlaceRow {
  kind: NotificationKind;
  variant: NotificationVariant | null;
  question_id: number | null;
  comment_id: number | null;
  reply_id: number | null;
  /** The question's stored type (null when the notification names none). */
  is_expert_question: boolean | null;
}

/** The path (with its anchor) of the page that shows what the notification tells. */
export function notificationPlace(row: NotificationPlaceRow): string {
  switch (row.kind) {
    case 'expert_application':
      return row.variant === 'rejected' ? pagePath('become-an-expert') : pagePath('expert-home');
    case 'payment':
      return pagePath('payment-info');
    case 'admin_report':
      return pagePath('admin-reports');
    case 'admin_expert_application':
      return pagePath('admin-experts');
  }
  if (row.question_id === null) return pagePath('notifications');
  const question = { id: row.question_id, qa_type: canonicalType(row.is_expert_question ?? false) };
  if (row.reply_id !== null) return itemPath({ kind: 'reply', id: row.reply_id, question });
  if (row.comment_id !== null) return itemPath({ kind: 'comment', id: row.comment_id, question });
  return itemPath({ kind: 'question', ...question });
}
