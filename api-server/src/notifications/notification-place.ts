// Where a notification leads: the exact place (the answer's anchor on its question's page, the reply's,
// the question), or the page of an account matter. The in-site list and the mails both link here.
import type { NotificationKind, NotificationVariant } from '@hiroba/contract';
import { itemPath } from '@hiroba/contract/items';
import { pagePath } from '@hiroba/contract/routes';
import { canonicalType } from '../qa/qa-type';

/** The columns of a notification row its place is made from (the question's type comes from a join). */
export interface NotificationPlaceRow {
  kind: NotificationKind;
  variant: NotificationVariant | null;
  question_id: number | null;
  comment_id: number | null;
  reply_id: number | null;
  expert_info_id: number | null;
  is_expert_question: boolean | null;
}

/** The path (with its anchor) the notification links to. */
export function notificationPlace(row: NotificationPlaceRow): string {
  if (row.question_id !== null) {
    const question = { id: row.question_id, qa_type: canonicalType(row.is_expert_question ?? false) };
    if (row.reply_id !== null) return itemPath({ kind: 'reply', id: row.reply_id, question });
    if (row.comment_id !== null) return itemPath({ kind: 'comment', id: row.comment_id, question });
    return itemPath({ kind: 'question', ...question });
  }
  switch (row.kind) {
    case 'expert_application':
      return row.variant === 'approved' ? pagePath('expert-home') : pagePath('become-an-expert');
    case 'payment':
      return pagePath('payment-info');
    case 'admin_report':
      return pagePath('admin-reports');
    case 'admin_expert_application':
      return row.expert_info_id !== null ? pagePath('admin-expert-detail', { id: row.expert_info_id }) : pagePath('admin-experts');
    default:
      return pagePath('notifications');
  }
}
