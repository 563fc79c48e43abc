// The words and numbers of the site's safety features (docs/moderation.md): reports (通報), the
// review queue, watched words, held and hidden posts, removal requests and crisis help. Plain data
// like fields.ts, which re-exports it: the forms, the admin pages and the server read it here.

/** What a signed-in person may report: what members write (a column is the operators' own). */
export const REPORTABLE_KINDS = ['question', 'comment', 'reply', 'profile'] as const;
export type ReportableKind = (typeof REPORTABLE_KINDS)[number];

export const REPORT_REASONS = ['personal_info', 'abuse', 'spam', 'crisis', 'misinformation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  personal_info: '個人情報が書かれている',
  abuse: '誹謗中傷・差別',
  spam: '宣伝・スパム',
  crisis: '心配な投稿（自傷・他害のおそれ）',
  misinformation: '誤った情報',
  other: 'その他',
};

/** Reports one person may send in a day (Japan's day), across all items. */
export const REPORTS_PER_DAY = 20;
/** Different people whose reports hide an item until an admin decides (REPORT_HIDE_THRESHOLD overrides it). */
export const DEFAULT_REPORT_HIDE_THRESHOLD = 3;

/**
 * What others see of a post: visible; held (承認待ち: its author and admins only, marked 確認中, until an
 * admin approves it); hidden (非公開: replaced by HIDDEN_NOTICE for everyone but its author and admins).
 * Neither state deletes anything: the text, answers and counts stay and come back whole.
 */
export const MODERATION_STATES = ['visible', 'held', 'hidden'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];
export const MODERATION_STATE_LABELS: Record<ModerationState, string> = {
  visible: '公開中',
  held: '確認中',
  hidden: '非公開',
};
export const HIDDEN_NOTICE = 'この投稿は運営により非公開になりました。';
/** What the author (and an admin) reads beside a held post. */
export const HELD_NOTICE = 'この投稿は運営が確認しています。確認が終わるまで、ほかの方には表示されません。';

/**
 * A watched word's action: block refuses the post; hold saves it held; flag publishes it and puts it
 * in the queue; crisis (words that show a person may be in danger) never blocks: it shows the help
 * lines and puts the post on top of the queue.
 */
export const WATCHED_WORD_ACTIONS = ['block', 'hold', 'flag', 'crisis'] as const;
export type WatchedWordAction = (typeof WATCHED_WORD_ACTIONS)[number];
export const WATCHED_WORD_ACTION_LABELS: Record<WatchedWordAction, string> = {
  block: 'ブロック',
  hold: '承認待ち',
  flag: '要確認',
  crisis: '心配な言葉（相談先を表示）',
};

/** What a review (an entry of the queue) is about: a member's item, or a removal request that names none. */
export const REVIEW_SUBJECT_KINDS = ['question', 'comment', 'reply', 'profile', 'contact'] as const;
export type ReviewSubjectKind = (typeof REVIEW_SUBJECT_KINDS)[number];

/** Why an item is in the queue. */
export const REVIEW_REASONS = ['report', 'crisis', 'watched_word', 'personal_info', 'removal_request'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];
export const REVIEW_REASON_LABELS: Record<ReviewReason, string> = {
  report: '通報',
  crisis: '心配な投稿',
  watched_word: '確認が必要な言葉',
  personal_info: '個人情報の可能性',
  removal_request: '削除の申し出',
};

export const REVIEW_STATES = ['open', 'closed'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const REVIEW_STATE_LABELS: Record<ReviewState, string> = { open: '未対応', closed: '対応済み' };

/**
 * An admin's decisions on a review (docs/moderation.md#the-review-queue): dismiss (問題なし) closes it
 * and makes a held or report-hidden item public; hide closes it and hides the item (the author is
 * mailed why); restore makes a hidden item public again; warn mails the author; suspend is the
 * account suspension. None deletes anything.
 */
export const REVIEW_DECISIONS = ['dismiss', 'hide', 'restore', 'warn', 'suspend'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const REVIEW_DECISION_LABELS: Record<ReviewDecision, string> = {
  dismiss: '問題なし',
  hide: '非公開にする',
  restore: '再公開する',
  warn: '投稿者に注意する',
  suspend: '利用停止',
};

/** The contact form's kinds: a question to the operators, or a request to remove a post (削除の申し出). */
export const CONTACT_KINDS = ['inquiry', 'removal_request'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
export const CONTACT_KIND_LABELS: Record<ContactKind, string> = {
  inquiry: 'お問い合わせ',
  removal_request: '削除の申し出',
};

/** The crisis panel's heading: calm, before anything else on the page. */
export const CRISIS_HELP_HEADING = 'ひとりで抱え込まないでください';
