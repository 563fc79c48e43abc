// The request fields as a person meets them: their limits, their labels and the values they take.
// The server's schemas and error messages and the browser's forms all read this one file, so a
// limit is changed here once. It imports nothing: the browser apps import it at run time without
// pulling the schema builder (or any validator) into their bundles.

export const ROLES = ['free_member', 'paid_member', 'expert', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  free_member: '無料会員',
  paid_member: '有料会員',
  expert: '専門家',
  admin: '管理者',
};

export const PUBLISH_STATUSES = ['published', 'draft'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

/**
 * A column is a draft (admins only), scheduled (published by itself at its published_at) or
 * published.
 */
export const COLUMN_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ColumnStatus = (typeof COLUMN_STATUSES)[number];
export const COLUMN_STATUS_LABELS: Record<ColumnStatus, string> = {
  draft: '下書き',
  scheduled: '公開予約',
  published: '公開中',
};

export const EXPERT_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type ExpertStatus = (typeof EXPERT_STATUSES)[number];

/** The same words for the expert (their own page) and for the admin (the user and expert lists). */
export const EXPERT_STATUS_LABELS: Record<ExpertStatus, string> = {
  pending: '審査中',
  approved: '承認済み',
  rejected: '非承認',
  suspended: '停止中',
};

/**
 * The fixed Q&A views of /question-and-answer/{type} (docs/product.md#questions-and-the-qa-views): 専門家 =
 * has an expert's answer or is addressed to an expert; 一般 = the others; 未回答 = no answer yet (a question
 * may be 未回答 and 専門家 at once). A question's own URL uses 専門家 or 一般.
 */
export const QUESTION_TYPES = ['専門家', '一般', '未回答'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const CANONICAL_QUESTION_TYPES = ['専門家', '一般'] as const;
export type CanonicalQuestionType = (typeof CANONICAL_QUESTION_TYPES)[number];

/**
 * unanswered: no comment yet; answered: members commented; expert_answered: an approved expert
 * answered. Any comment counts as an answer (replies to comments do not).
 */
export const ANSWER_STATES = ['unanswered', 'answered', 'expert_answered'] as const;
export type AnswerState = (typeof ANSWER_STATES)[number];

/** Paid membership: free, paid (renewed monthly by the payment provider) or permanent (an admin's decision). */
export const MEMBERSHIP_STATUSES = ['free', 'paid', 'permanent'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
export const MEMBERSHIP_STATUS_LABELS: Record<MembershipStatus, string> = {
  free: '無料会員',
  paid: '有料会員',
  permanent: '永久有料会員',
};

/** A subscription's state as the payment provider reports it (Stripe's words). */
export const SUBSCRIPTION_STATUSES = ['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'unpaid', 'canceled', 'paused'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  incomplete: 'お支払いの確認待ち',
  incomplete_expired: 'お支払いが確認できず終了',
  trialing: '利用中',
  active: '利用中',
  past_due: 'お支払いに失敗（再試行中）',
  unpaid: 'お支払いに失敗',
  canceled: '終了',
  paused: '一時停止中',
};

export const PAYMENT_STATUSES = ['paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: 'お支払い済み',
  failed: 'お支払いに失敗',
  refunded: '返金済み',
};

/** Why paid status changed, as the member and the admin read it in the history. */
export const MEMBERSHIP_CHANGE_REASONS = ['checkout', 'resubscribe', 'provider_event', 'admin', 'period_ended'] as const;
export type MembershipChangeReason = (typeof MEMBERSHIP_CHANGE_REASONS)[number];
export const MEMBERSHIP_CHANGE_REASON_LABELS: Record<MembershipChangeReason, string> = {
  checkout: 'カードでのお申し込み',
  resubscribe: '登録済みのカードでのお申し込み',
  provider_event: '決済会社からの通知',
  admin: '管理者の操作',
  period_ended: 'お支払い期間の終了（定期確認）',
};

/** The consumption tax included in the price (receipts show the rate and the amount). */
export const CONSUMPTION_TAX_PERCENT = 10;

/** A checkout buys the membership or replaces the card of a live one. */
export const CHECKOUT_PURPOSES = ['subscribe', 'update_card'] as const;
export type CheckoutPurpose = (typeof CHECKOUT_PURPOSES)[number];

/** The largest id PostgreSQL's integer holds; a bigger one is refused as bad input, not a 500. */
export const MAX_ID = 2147483647;

export const PAGING = { defaultPer: 20, maxPer: 100, maxPage: 100000 } as const;

/** A picture arrives as a data: URL of at most 2 MB (PNG, JPEG or WebP, decided by its bytes). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Longest data: URL accepted: 2 MB in base64 plus the header. */
export const MAX_IMAGE_DATA_URL_LENGTH = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 100;

/** Text limits in characters (lists: items), per form. */
export const LIMITS = {
  email: 254,
  password: { min: 8, max: 128 },
  nickname: 30,
  keyword: 100,
  question: { title: 100, body: 5000, tags: 5 },
  comment: { body: 3000 },
  reply: { body: 2000 },
  /** body: the HTML as the editor sends it, before cleaning. */
  column: { title: 100, excerpt: 200, body: 200000, tags: 10, thumbnailAlt: 200 },
  tag: { title: 30 },
  category: { title: 50, description: 500, sortOrder: 100000 },
  expert: { name: 50, title: 50, profile: 2000, qualifications: 500 },
  contact: { name: 50, subject: 100, body: 4000 },
} as const;

/** How each request field is called on screen; the server's error messages name fields with it. */
export const FIELD_LABELS: Record<string, string> = {
  email: 'メールアドレス',
  password: 'パスワード',
  current_password: '現在のパスワード',
  nickname: 'ニックネーム',
  agree_terms: '利用規約への同意',
  code: '確認コード',
  title: 'タイトル',
  description: '説明',
  status: '状態',
  sort_order: '並び順',
  name: 'お名前',
  subject: '件名',
  body: '本文',
  role: '会員種別',
  page: 'ページ番号',
  per: '表示件数',
  keyword: 'キーワード',
  profile_image_data: 'プロフィール画像',
  user_id: 'ユーザーID',
  id: 'ID',
  category_id: 'カテゴリ',
  category: 'カテゴリ',
  tag_ids: 'タグ',
  tag: 'タグ',
  type: '質問の種類',
  expert_info_id: '専門家',
  question_id: '質問',
  comment_id: 'コメント',
  profile: 'プロフィール',
  qualifications: '資格',
  excerpt: 'リード文',
  thumbnail: 'アイキャッチ画像',
  thumbnail_alt: 'アイキャッチ画像の代替テキスト',
  published_at: '公開日時',
  image_data: '画像',
  column_id: 'コラム',
  related_to: '関連するコラム',
  agree: 'お申し込み内容への同意',
  purpose: 'お申し込みの種類',
  session_id: 'お支払いの手続き',
  sessionId: 'お支払いの手続き',
  action: '操作',
  days: '日数',
};
