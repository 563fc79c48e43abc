// What each expert status means for the expert, and its colour (only approved experts are public
// and may answer: docs/product.md#experts). The words themselves: the contract's EXPERT_STATUS_LABELS.
import type { ExpertStatus } from '@hiroba/api-client';

export const EXPERT_STATUS_COLORS: Record<ExpertStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  suspended: 'gray',
};

export const EXPERT_STATUS_NOTES: Record<ExpertStatus, string> = {
  pending: '運営が申請の内容を確認しています。承認されると専門家一覧に表示され、質問に回答できるようになります。',
  approved: '専門家一覧に表示されています。会員からの質問に、専門家として回答できます。',
  rejected: '申請は承認されませんでした。理由を知りたいときは、お問い合わせページからご連絡ください。',
  suspended: '専門家としての活動は、今は停止されています。くわしくは、お問い合わせページからご連絡ください。',
};
