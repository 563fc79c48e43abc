// The request fields as a person meets them: their limits, their labels and the values they take.
// The server's schemas and error messages and the browser's forms all read this one file, so a
// limit is changed here once. It imports nothing: the browser apps import it at run time without
// pulling the schema builder (or any validator) into their bundles.
export * from './safety-fields';

export const ROLES = ['free_member', 'paid_member', 'expert', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  free_member: '無料会員',
  paid_member: '有料会員',
  expert: '専門家',
  admin: '管理者',
};

/**
 * An account is active, or suspended by an admin: it cannot sign in and its sessions have ended
 * (docs/product.md#account-suspension). The admin's user list filters by it (`state`).
 */
export const ACCOUNT_STATES = ['active', 'suspended'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];
export const ACCOUNT_STATE_LABELS: Record<AccountState, string> = {
  active: '有効',
  suspended: '停止中',
};

/** The orders of the admin's user list (`sort`); newest is the default. */
export const USER_SORTS = ['newest', 'oldest', 'nickname'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const USER_SORT_LABELS: Record<UserSort, string> = {
  newest: '登録日の新しい順',
  oldest: '登録日の古い順',
  nickname: 'ニックネーム順',
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
 * The expert status machine (docs/product.md#experts): an application starts pending; an admin
 * approves or rejects it; an approved expert may be suspended and approved again. A rejected person
 * may apply again (back to pending) from /become-an-expert. Approved and suspended experts have the
 * role expert, everyone else keeps their member role: the server changes both together.
 */
export const EXPERT_STATUS_CHANGES: Record<ExpertStatus, readonly ExpertStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['suspended'],
  suspended: ['approved'],
  rejected: [],
};

/** What the admin's buttons say for each new status. */
export const EXPERT_STATUS_ACTIONS: Record<ExpertStatus, string> = {
  pending: '審査中に戻す',
  approved: '承認する',
  rejected: '非承認にする',
  suspended: '停止する',
};

/** What the admin dashboard counts as needing the operator. */
export const ADMIN_ATTENTION = { unansweredDays: 3, newMemberDays: 7, recentActions: 5 } as const;

/** What an audited action was done to (audit_logs.target_type), as the audit page names it. */
export const AUDIT_TARGET_LABELS: Record<string, string> = {
  user: '会員',
  user_information: 'プロフィール',
  expert_info: '専門家',
  question: '質問',
  comment: 'コメント',
  reply: '返信',
  column: 'コラム',
  tags: 'タグ',
  categories: 'カテゴリー',
  crowdfunding_supporter: '支援者',
  review: '通報・確認',
  watched_word: '確認する言葉',
  search_word_group: '検索の言いかえ',
  help_line: '相談窓口',
};

/** The admin actions the audit log records, as the audit page names them. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.update': '登録内容を変更しました',
  'user.withdraw': '退会させました',
  'user.suspend': 'アカウントを停止しました',
  'user.restore': 'アカウントの停止を解除しました',
  'user.make_permanent_paid_member': '永久有料会員にしました',
  'user.create_expert': '専門家のアカウントを作成しました',
  'user_information.update': 'プロフィールを変更しました',
  'expert_info.update': '専門家の情報を変更しました',
  'expert_info.change_status': '専門家の状態を変更しました',
  'question.update': '質問を編集しました',
  'question.remove': '質問を削除しました',
  'question.choose_best_answer': 'ベストアンサーを選びました',
  'comment.remove': 'コメントを削除しました',
  'reply.remove': '返信を削除しました',
  'column.publish': 'コラムを公開しました',
  'column.schedule': 'コラムの公開を予約しました',
  'column.unpublish': 'コラムの公開をやめました',
  'column.delete': 'コラムを削除しました',
  'tags.create': 'タグを作成しました',
  'tags.update': 'タグを変更しました',
  'tags.delete': 'タグを削除しました',
  'categories.create': 'カテゴリーを作成しました',
  'categories.update': 'カテゴリーを変更しました',
  'categories.delete': 'カテゴリーを削除しました',
  'crowdfunding_supporter.create': '支援者を追加しました',
  'crowdfunding_supporter.update': '支援者を変更しました',
  'crowdfunding_supporter.delete': '支援者を削除しました',
  'review.dismiss': '問題なしとしました',
  'review.hide': '投稿を非公開にしました',
  'review.restore': '投稿を再公開しました',
  'review.warn': '投稿者に注意しました',
  'review.suspend': '投稿者の利用を停止しました',
  'watched_word.create': '確認する言葉を追加しました',
  'watched_word.update': '確認する言葉を変更しました',
  'watched_word.delete': '確認する言葉を削除しました',
  'search_word_group.create': '検索の言いかえを追加しました',
  'search_word_group.update': '検索の言いかえを変更しました',
  'search_word_group.delete': '検索の言いかえを削除しました',
  'help_line.create': '相談窓口を追加しました',
  'help_line.update': '相談窓口を変更しました',
  'help_line.delete': '相談窓口を削除しました',
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

/** The lists' filter of resolved questions (a best answer was chosen). */
export const RESOLVED_FILTERS = ['resolved', 'unresolved'] as const;
/** The order of a search's results (docs/search.md#relevance): most relevant first, or newest first. */
export const SEARCH_ORDERS = ['relevance', 'new'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];
export const SEARCH_ORDER_LABELS: Record<SearchOrder, string> = { relevance: '関連度順', new: '新しい順' };
/** Where a group of the search vocabulary comes from (docs/search.md#the-vocabulary). */
export const SEARCH_WORD_SOURCES = ['ours', 'sudachi', 'operator'] as const;
export type SearchWordSource = (typeof SEARCH_WORD_SOURCES)[number];
export const SEARCH_WORD_SOURCE_LABELS: Record<SearchWordSource, string> = { ours: 'サイトの辞書', sudachi: 'SudachiDict', operator: '運営者が追加' };
/**
 * What a built-in group of the search vocabulary is about (api-server's vocabulary sources take their
 * topics from these keys; the admin page shows the label beside the group's source).
 */
export const VOCABULARY_TOPIC_LABELS = {
  service: '障害福祉サービス（障害者総合支援法）',
  child: '障害児の支援（児童福祉法）',
  handbook: '手帳',
  money: '年金・手当・お金',
  medical: '医療',
  school: '学校・教育',
  rights: '成年後見・権利擁護',
  work: '仕事',
  housing: '住まい',
  profession: '職種・資格',
  disability: '障害・病気の名前',
  office: '窓口・機関',
  law: '法律・制度',
  life: '暮らし・用具',
} as const;
export type ResolvedFilter = (typeof RESOLVED_FILTERS)[number];
export const RESOLVED_FILTER_LABELS: Record<ResolvedFilter, string> = { resolved: '解決済み', unresolved: '未解決' };
export const RESOLVED_LABEL = '解決済み';
export const BEST_ANSWER_LABEL = 'ベストアンサー';
/** Days after the first expert answer when an unresolved question's asker gets one reminder. */
export const BEST_ANSWER_REMINDER_DAYS = 7;

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

/** Card brands as the provider names them (Stripe's `card.brand`), as the payment pages show them. */
export const CARD_BRAND_LABELS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  diners: 'Diners Club',
  discover: 'Discover',
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
  expert: { name: 50, title: 50, profile: 2000, qualifications: 500, fields: 500, qualificationCheck: 1000, reason: 1000 },
  contact: { name: 50, subject: 100, body: 4000 },
  /** The reason an admin gives when suspending an account. */
  suspension: { reason: 500 },
  /** A crowdfunding supporter: the name shown, the support course (コース), an optional message; sortOrder: the place. */
  supporter: { name: 50, course: 30, message: 200, sortOrder: 100000 },
  /** A report's optional note; the URL of a removal request. */
  report: { note: 1000 },
  removalRequest: { url: 500 },
  /** What an admin writes to the author with a decision (a warning, a suspension's reason). */
  review: { message: 1000 },
  watchedWord: { word: 50 },
  /** A group of the search vocabulary an operator adds: its words, each word and reading, and a note. */
  searchWords: { words: 20, word: 50, reading: 100, note: 200 },
  /** The title typed so far, for 似ている質問. */
  similarTitle: 100,
  helpLine: { name: 60, number: 20, hours: 60, note: 200, sortOrder: 1000 },
  /** The asker's thank-you (お礼) under the answer they chose as the best. */
  bestAnswer: { thanks: 500 },
  /** An unsubscribe link's signed token. */
  unsubscribeToken: 400,
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
  order: '並び順',
  words: '言葉',
  /** A row of a vocabulary group (words[n].text): named by its list, not as the plain-Japanese hints' 文章. */
  'words.text': '言葉',
  'words.reading': '読み',
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
  fields: '回答できる分野',
  qualification_check: '資格の確認方法',
  reason: '理由',
  excerpt: 'リード文',
  easy_summary: 'やさしい日本語の要約',
  /** The text the plain-Japanese hints check. */
  text: '文章',
  thumbnail: 'アイキャッチ画像',
  thumbnail_alt: 'アイキャッチ画像の代替テキスト',
  published_at: '公開日時',
  image_data: '画像',
  column_id: 'コラム',
  related_to: '関連するコラム',
  agree: 'お申し込み内容への同意',
  consent: '投稿についての同意',
  posting_consent: '投稿についての同意',
  purpose: 'お申し込みの種類',
  session_id: 'お支払いの手続き',
  sessionId: 'お支払いの手続き',
  action: '操作',
  target_type: '対象',
  actor_user_id: '管理者',
  from: 'いつから',
  to: 'いつまで',
  days: '日数',
  state: 'アカウントの状態',
  sort: '並べ替え',
  course: 'コース',
  message: 'メッセージ',
  published: '掲載',
  item_kind: '投稿の種類',
  item_id: '投稿',
  note: '補足',
  url: 'URL',
  kind: '種類',
  decision: '対応',
  word: '言葉',
  number: '電話番号',
  hours: '受付時間',
  checked_on: '確認した日',
  thanks: 'お礼',
  resolved: '解決済み・未解決',
  target_kind: 'フォローする対象の種類',
  target_id: 'フォローする対象',
  settings: 'メールの受け取り方',
  delivery: 'メールの受け取り方',
  token: '配信停止のリンク',
  unread_only: '未読のみ',
};

/**
 * Sent, as `page`, by a signed-in member's browser with its first read of an article whose page the
 * server drew and counted by their address (docs/product.md#view-counts): the account is noted as
 * having read it, not counted a second time.
 */
export const VIEW_COUNTED_HEADER = 'x-hiroba-view-counted';

/**
 * What a write can change, as the browser's readers know it: every write of the endpoint map names
 * the topics it changes, and whatever shows one of them on screen loads again after a successful
 * write (api-client's useDataVersion). `account` is the person's own sign-in and its security
 * (sessions, passwords, codes).
 */
export const DATA_TOPICS = [
  'questions',
  'comments',
  'likes',
  'favorites',
  'columns',
  'tags',
  'categories',
  'experts',
  'users',
  'payments',
  'supporters',
  'contacts',
  'account',
  /** The review queue and reports (docs/moderation.md). */
  'reviews',
  'watched_words',
  /** The search vocabulary's groups (/admin/search-words). */
  'search_words',
  'help_lines',
  /** The person's notifications and their unread count (the bell). */
  'notifications',
  /** What the person follows, and their mail settings. */
  'follows',
  'notification_settings',
] as const;
export type DataTopic = (typeof DATA_TOPICS)[number];

/**
 * What people write and others read, as the features that refer to it name it (the audit log, links,
 * and next reports, moderation and notifications): one reference, `{ kind, id }`, and one list of
 * kinds. A profile is named by its person's user id (its page is theirs).
 */
export const ITEM_KINDS = ['question', 'comment', 'reply', 'column', 'profile'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
export interface ItemRef<K extends ItemKind = ItemKind> {
  kind: K;
  id: number;
}
export const ITEM_KIND_LABELS: Record<ItemKind, string> = {
  question: '質問',
  comment: '回答・コメント',
  reply: '返信',
  column: 'コラム',
  profile: 'プロフィール',
};
/**
 * The kinds with a page of their own: searched, their views counted, cached for visitors, given a
 * head for search engines and listed in the sitemap (the server's content module).
 */
export const CONTENT_KINDS = ['question', 'column'] as const satisfies readonly ItemKind[];
export type ContentKind = (typeof CONTENT_KINDS)[number];
