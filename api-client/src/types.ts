// The HTTP contract of /api/v1 as the frontends see it. api-server's TypeBox schemas are the source
// of truth (served as OpenAPI at /api/v1/openapi.json); a test in api-server keeps these in step.
// JSON is snake_case, ids are numbers, times are ISO-8601 strings.

export type Role = 'free_member' | 'paid_member' | 'expert' | 'admin';
export type PublishStatus = 'published' | 'draft';
export type ExpertStatus = 'pending' | 'approved' | 'rejected' | 'suspended';

/** Every error answer: `{ errors: [...] }`, messages in Japanese; `field` names the offending field. */
export interface ApiErrorItem {
  field?: string;
  message: string;
}
export interface ApiErrorBody {
  errors: ApiErrorItem[];
}

export interface PageMeta {
  page: number;
  per: number; // the page size actually used (per=all answers with the total)
  total: number;
  total_pages: number;
}
export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}
export interface One<T> {
  data: T;
}
/** Query shared by list calls: page from 1; per a number or 'all'. */
export interface PageQuery {
  page?: number;
  per?: number | 'all';
}

export interface UserInformation {
  id: number;
  user_id: number;
  nickname: string | null; // null shows 未設定
  profile_image: string | null; // URL under /uploads/
}

export interface ExpertInfo {
  id: number;
  user_id: number | null;
  name: string;
  profile_image: string | null;
  title: string | null; // e.g. 社会福祉士
  profile: string | null;
  qualifications: string | null;
  status: ExpertStatus;
  created_at: string;
  updated_at: string;
}

/** A user as the user themself or an admin sees it (email is never shown to others). */
export interface User {
  id: number;
  email: string;
  role: Role;
  is_permanent_paid_member: boolean;
  created_at: string;
  user_information: UserInformation | null;
  expert_info: ExpertInfo | null;
}

/** A user as anyone else sees it: no email, nothing private. */
export interface PublicUser {
  id: number;
  role: Role;
  user_information: UserInformation | null;
  expert_info: ExpertInfo | null;
}

export interface Tag {
  id: number;
  title: string;
  status: PublishStatus;
  created_at: string;
  updated_at: string;
}

export interface Category {
  id: number;
  title: string;
  description: string | null;
  status: PublishStatus;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

// ---- Q&A and columns ----

/**
 * unanswered: no comment yet; answered: members commented; expert_answered: an approved expert
 * answered. Any comment counts as an answer (replies to comments do not).
 */
export type AnswerState = 'unanswered' | 'answered' | 'expert_answered';

/**
 * The fixed Q&A categories of /question-and-answer/{type} (PRODUCT.md): 専門家 = has an expert's
 * answer or is addressed to an expert; 一般 = the others; 未回答 = no answer yet (a question may be
 * 未回答 and 専門家 at once).
 */
export type QuestionType = '専門家' | '一般' | '未回答';

/** A question in a list: an excerpt instead of the body. */
export interface QuestionSummary {
  id: number;
  title: string;
  /** The body's first ~120 characters, line breaks made spaces (ends with … when cut). */
  excerpt: string;
  category: Category | null;
  tags: Tag[];
  user: PublicUser | null; // null once the author has withdrawn
  expert_info: ExpertInfo | null; // the expert the question is addressed to
  answer_state: AnswerState;
  /** The canonical URL segment: /question-and-answer/{qa_type}/{id} (専門家 or 一般). */
  qa_type: '専門家' | '一般';
  like_counts: number;
  favorite_counts: number;
  comment_counts: number;
  view_counts: number;
  liked?: boolean; // present when the caller is signed in
  favorited?: boolean;
  created_at: string;
  updated_at: string;
}

/** GET /api/v1/questions/{id}: the whole question. */
export interface Question extends QuestionSummary {
  body: string;
}

export interface Reply {
  id: number;
  comment_id: number;
  body: string;
  user: PublicUser | null;
  created_at: string;
  updated_at: string;
}

export interface Comment {
  id: number;
  question_id: number;
  /** Always null: replies to a comment are Reply rows in comment_replies. */
  comment_id: number | null;
  body: string;
  user: PublicUser | null;
  /** Written by an approved expert (an expert's comment is always their answer). */
  is_expert_answer: boolean;
  /** The answering expert (name, picture, title) when is_expert_answer. */
  expert_info: ExpertInfo | null;
  like_counts: number;
  liked?: boolean; // present when the caller is signed in
  comment_replies: Reply[];
  created_at: string;
  updated_at: string;
}

/** GET /api/v1/comments/my_comments: each comment with the question it answers. */
export interface MyComment extends Comment {
  question: { id: number; title: string; qa_type: '専門家' | '一般' } | null;
}

export interface Column {
  id: number;
  title: string;
  body: string;
  excerpt: string | null;
  thumbnail: string | null;
  category: Category | null;
  tags: Tag[];
  status: PublishStatus;
  published_at: string | null;
  favorite_counts: number;
  view_counts: number;
  favorited?: boolean;
  created_at: string;
  updated_at: string;
}

// ---- request bodies of the calls built so far ----

export interface SignUpBody {
  email: string;
  password: string;
  nickname: string;
  agree_terms: boolean;
}
export interface SignInBody {
  email: string;
  password: string;
}
export interface SignInResult {
  token: string;
  user: User;
}
export interface GetCodeBody {
  email: string;
}
export interface ResetPasswordBody {
  email: string;
  code: string;
  password: string;
}
export interface UserInformationBody {
  nickname?: string | null;
  /** A data: URL (image/png, image/jpeg or image/webp, at most 2 MB) to replace the picture; null removes it. */
  profile_image_data?: string | null;
}
export interface TagBody {
  title: string;
  status: PublishStatus;
}
export interface CategoryBody {
  title: string;
  description?: string | null;
  status: PublishStatus;
  sort_order?: number;
}
export interface UsersMeta {
  total: number;
  by_role: Record<Role, number>;
}

// ---- added by api-client: query and body shapes of the calls above ----

/** PATCH /api/v1/users/{id}: the user themself (email, password) or an admin (role). */
export interface UserUpdateBody {
  email?: string;
  password?: string;
  current_password?: string;
  role?: Role;
}
export interface UserListQuery extends PageQuery {
  role?: Role;
  keyword?: string;
}
export interface StatusListQuery extends PageQuery {
  /** Visitors see only 'published'; admins may ask 'draft' or 'all' (their default). */
  status?: PublishStatus | 'all';
}
/** The answer of the login checks (is_login, is_admin_login). */
export interface LoginCheckResult {
  user: User;
}
/** POST /api/v1/contacts: the contact form. */
export interface ContactBody {
  name: string;
  email: string;
  /** What the message is about (e.g. サイトの使い方について). */
  subject: string;
  body: string;
}

// ---- Q&A calls ----

export interface QuestionListQuery extends PageQuery {
  per?: number; // 1–100 ('all' is not offered for questions)
  type?: QuestionType;
  /** A tag's title (/question-and-answer/search/{tag}). */
  tag?: string;
  /** A category's id or title. */
  category?: number | string;
  /** Words in title or body; separate words with spaces (full-width too); all must match. */
  keyword?: string;
  expert_info_id?: number;
}
export interface QuestionPageQuery extends PageQuery {
  per?: number;
}
export interface QuestionsByExpertQuery extends QuestionPageQuery {
  expert_info_id: number;
}
export interface QuestionBody {
  title: string; // 1–100 characters
  body: string; // 1–5000 characters
  category_id: number; // a published category
  tag_ids?: number[]; // at most 5 published tags
  /** An approved expert to address the question to. */
  expert_info_id?: number | null;
}
export interface CommentBody {
  question_id: number;
  body: string; // 1–3000 characters
}
export interface ReplyBody {
  comment_id: number;
  body: string; // 1–2000 characters
}
/** The answer of a like or unlike: the new count and whether the caller now likes it. */
export interface LikeState {
  like_counts: number;
  liked: boolean;
}
/** The answer of a favorite or unfavorite. id is the favorite's id (null after removing it). */
export interface FavoriteState {
  id: number | null;
  question_id: number;
  favorite_counts: number;
  favorited: boolean;
}
export interface ExpertInfoListQuery extends PageQuery {
  /** Visitors and members see approved experts only; admins may ask any status or 'all'. */
  status?: ExpertStatus | 'all';
}
/** PUT /api/v1/expert_infos/{id}: the expert themself or an admin (status: admin only). */
export interface ExpertInfoBody {
  name?: string; // 1–50
  title?: string | null; // ≤50, e.g. 社会福祉士
  profile?: string | null; // ≤2000
  qualifications?: string | null; // ≤500
  /** A data: URL (PNG, JPEG or WebP, ≤2 MB) to replace the picture; null removes it. */
  profile_image_data?: string | null;
  status?: ExpertStatus;
}
