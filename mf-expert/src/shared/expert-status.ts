// Expert statuses in Japanese, with what each means for the expert (only approved experts are
// public and may answer: docs/product.md#experts).
import type { ExpertStatus } from '@hiroba/api-client';

export const EXPERT_STATUS_LABELS: Record<ExpertStatus, string> = {
  pending: '審査中',
  approved: '承認済み',
  rejected: '非承認',
  suspended: '停止中',
};

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
