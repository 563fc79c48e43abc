// The words and numbers of notifications (docs/notifications.md): in the site and by mail, the mail
// settings and following; '@hiroba/contract/notifications'. Plain data like fields.ts, and apart from
// it on purpose: only signed-in pages (the bell, the settings page) and the server read these, and
// fields.ts is in every first visit, whose bytes would carry any word added there.
import type { Role } from './fields';

/**
 * What a notification tells. Each kind is one line of the mail settings. A like is grouped: one
 * unread notification per liked item, counting the people (「3人がいいねしました」).
 */
export const NOTIFICATION_KINDS = [
  'expert_answer',
  'comment',
  'reply',
  'best_answer',
  'addressed',
  'followed_answer',
  'new_question',
  'like',
  'reminder',
  'expert_application',
  'payment',
  'admin_report',
  'admin_expert_application',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The settings page's name of each kind (「…とき」). */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  expert_answer: '自分の質問に専門家が回答したとき',
  comment: '自分の質問に回答・コメントがついたとき',
  reply: '自分の回答・コメントに返信がついたとき',
  best_answer: '自分の回答がベストアンサーに選ばれたとき',
  addressed: '自分宛ての質問が届いたとき',
  followed_answer: 'フォロー中の質問に回答がついたとき',
  new_question: 'フォロー中のタグ・カテゴリに質問が投稿されたとき',
  like: 'いいねされたとき',
  reminder: 'ベストアンサーを選ぶご案内',
  expert_application: '専門家の申請の結果',
  payment: 'お支払いと会員期間のお知らせ',
  admin_report: '新しい通報・確認（管理者）',
  admin_expert_application: '新しい専門家の申請（管理者）',
};

/** Kinds only some roles receive (and see in their settings); the rest are for everyone. */
export const NOTIFICATION_KIND_ROLES: Partial<Record<NotificationKind, readonly Role[]>> = {
  addressed: ['expert'],
  admin_report: ['admin'],
  admin_expert_application: ['admin'],
};

export const notificationKindsFor = (role: Role): NotificationKind[] =>
  NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_KIND_ROLES[kind]?.includes(role) ?? true);

/**
 * A notification's variant, where one kind says one of two things: a payment failed or the
 * membership ends soon; an application was approved or not.
 */
export const NOTIFICATION_VARIANTS = ['payment_failed', 'membership_ending', 'approved', 'rejected'] as const;
export type NotificationVariant = (typeof NOTIFICATION_VARIANTS)[number];

/**
 * What a notification says, on the page and in the bell (the question's title is shown beside it,
 * never in a mail's subject). `count` is the number of people of a grouped like.
 */
export function notificationMessage(kind: NotificationKind, { count = 1, variant = null }: { count?: number; variant?: NotificationVariant | null } = {}): string {
  switch (kind) {
    case 'expert_answer':
      return 'あなたの質問に専門家が回答しました';
    case 'comment':
      return 'あなたの質問に回答・コメントがつきました';
    case 'reply':
      return 'あなたの回答・コメントに返信がつきました';
    case 'best_answer':
      return 'あなたの回答がベストアンサーに選ばれました';
    case 'addressed':
      return 'あなた宛ての質問が届きました';
    case 'followed_answer':
      return 'フォロー中の質問に回答がつきました';
    case 'new_question':
      return 'フォロー中のタグ・カテゴリに質問が投稿されました';
    case 'like':
      return `${count}人がいいねしました`;
    case 'reminder':
      return '回答から7日たちました。役に立った回答をベストアンサーに選びませんか';
    case 'expert_application':
      return variant === 'rejected' ? '専門家の申請の結果をお知らせします' : '専門家の申請が承認されました';
    case 'payment':
      return variant === 'membership_ending' ? '有料会員の期間がまもなく終わります' : 'お支払いができませんでした';
    case 'admin_report':
      return '通報・確認の対応待ちがあります';
    case 'admin_expert_application':
      return '新しい専門家の申請が届きました';
  }
}

/** How a kind reaches the person by mail: at once, in the daily digest, or not at all (the site always shows it). */
export const MAIL_DELIVERIES = ['instant', 'digest', 'off'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];
export const MAIL_DELIVERY_LABELS: Record<MailDelivery, string> = {
  instant: 'すぐに',
  digest: '1日1回まとめて',
  off: '受け取らない',
};
/** An expert's answer and a reply matter at once; likes are noise by mail; the rest wait for the digest. */
export const DEFAULT_MAIL_DELIVERY: Record<NotificationKind, MailDelivery> = {
  expert_answer: 'instant',
  comment: 'digest',
  reply: 'instant',
  best_answer: 'digest',
  addressed: 'digest',
  followed_answer: 'digest',
  new_question: 'digest',
  like: 'off',
  reminder: 'digest',
  expert_application: 'digest',
  payment: 'digest',
  admin_report: 'digest',
  admin_expert_application: 'digest',
};

/** The bell's name, with the unread count (「お知らせ（未読3件）」). */
export const notificationBellLabel = (unread: number): string => (unread > 0 ? `お知らせ（未読${unread}件）` : 'お知らせ');
/** Seconds between the bell's reads of the unread count while the page is visible. */
export const NOTIFICATION_POLL_SECONDS = 60;
/** An unsubscribe link (List-Unsubscribe and the mail's own link) works this many days. */
export const UNSUBSCRIBE_LINK_DAYS = 90;
/** The digest's hour in Japan time when DIGEST_HOUR_JST is not set. */
export const DEFAULT_DIGEST_HOUR_JST = 8;

/** What a person may follow: a question (its new answers), a tag or a category (its new questions). */
export const FOLLOW_TARGETS = ['question', 'tag', 'category'] as const;
export type FollowTarget = (typeof FOLLOW_TARGETS)[number];
export const FOLLOW_TARGET_LABELS: Record<FollowTarget, string> = { question: '質問', tag: 'タグ', category: 'カテゴリ' };
/** Things one person may follow at most (a list longer than this is not followed but skimmed). */
export const FOLLOWS_PER_PERSON = 500;
