// The Q&A calls: questions, comments (answers), replies, likes and favorites.
import { Type } from 'typebox';
import { ANSWER_STATES, CANONICAL_QUESTION_TYPES, LIMITS, QUESTION_TYPES, RESOLVED_FILTERS, SEARCH_ORDERS } from '../fields';
import { DateTime, EditBodyOf, Id, Nullable, StrictObject, pageProperties, safetyProperties } from './common';
import { CategorySchema, TagSchema } from './taxonomy';
import { ExpertInfoSchema, PublicUserSchema } from './users';

export const AnswerStateSchema = Type.Enum(ANSWER_STATES);
/** The segment of a question's own URL, /question-and-answer/{qa_type}/{id}. */
export const CanonicalTypeSchema = Type.Enum(CANONICAL_QUESTION_TYPES);

/** What the caller may do with an object, decided by the server (false for visitors). */
const objectCapabilities = { can_edit: Type.Boolean(), can_delete: Type.Boolean() };

/** A question in a list: an excerpt instead of the body. */
export const QuestionSummarySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** The body's first ~120 characters on one line (ends with … when cut). */
  excerpt: Type.String(),
  category: Nullable(CategorySchema),
  tags: Type.Array(TagSchema),
  /** null once the author has withdrawn. */
  user: Nullable(PublicUserSchema),
  /** The approved expert the question is addressed to. */
  expert_info: Nullable(ExpertInfoSchema),
  answer_state: AnswerStateSchema,
  qa_type: CanonicalTypeSchema,
  like_counts: Type.Integer(),
  favorite_counts: Type.Integer(),
  comment_counts: Type.Integer(),
  view_counts: Type.Integer(),
  /** A best answer was chosen (解決済み). */
  resolved: Type.Boolean(),
  /** Present when the caller is signed in. */
  liked: Type.Optional(Type.Boolean()),
  favorited: Type.Optional(Type.Boolean()),
  ...objectCapabilities,
  ...safetyProperties,
  created_at: DateTime,
  updated_at: DateTime,
});
/** GET /api/v1/questions/{id}: the whole question. */
export const QuestionSchema = Type.Interface([QuestionSummarySchema], {
  body: Type.String(),
  /** The answer or comment the asker (or an admin) chose, with their thank-you. */
  best_answer: Nullable(Type.Object({ comment_id: Type.Integer(), thanks: Nullable(Type.String()), chosen_at: DateTime })),
  /** Whether the caller may choose (or change) the best answer: the asker, or an admin. */
  can_choose_best_answer: Type.Boolean(),
  /** Present when the caller is signed in: they follow this question. */
  following: Type.Optional(Type.Boolean()),
});
/** The asker's choice: one visible answer or comment of this question, and an optional thank-you. */
export const BestAnswerBodySchema = StrictObject({
  comment_id: Id,
  thanks: Type.Optional(Type.String({ maxLength: LIMITS.bestAnswer.thanks })),
});

export const ReplySchema = Type.Object({
  id: Type.Integer(),
  comment_id: Type.Integer(),
  body: Type.String(),
  user: Nullable(PublicUserSchema),
  can_delete: Type.Boolean(),
  ...safetyProperties,
  created_at: DateTime,
  updated_at: DateTime,
});

export const CommentSchema = Type.Object({
  id: Type.Integer(),
  question_id: Type.Integer(),
  /** Always null: replies to a comment are Reply rows in comment_replies. */
  comment_id: Nullable(Type.Integer()),
  body: Type.String(),
  user: Nullable(PublicUserSchema),
  /** Written by an approved expert (an expert's comment is always their answer). */
  is_expert_answer: Type.Boolean(),
  /** The answering expert when is_expert_answer. */
  expert_info: Nullable(ExpertInfoSchema),
  like_counts: Type.Integer(),
  liked: Type.Optional(Type.Boolean()),
  can_delete: Type.Boolean(),
  comment_replies: Type.Array(ReplySchema),
  ...safetyProperties,
  created_at: DateTime,
  updated_at: DateTime,
});
/** GET /api/v1/comments/my_comments and GET /api/v1/comments?user_id=: each comment with the question it answers. */
export const MyCommentSchema = Type.Interface([CommentSchema], {
  question: Nullable(Type.Object({ id: Type.Integer(), title: Type.String(), qa_type: CanonicalTypeSchema })),
});

/** The answer of a like or unlike: the new count and whether the caller now likes it. */
export const LikeStateSchema = Type.Object({ like_counts: Type.Integer(), liked: Type.Boolean() });
/** The answer of a favorite or unfavorite; id is the favorite's (null after removing it). */
export const FavoriteStateSchema = Type.Object({
  id: Nullable(Type.Integer()),
  question_id: Type.Integer(),
  favorite_counts: Type.Integer(),
  favorited: Type.Boolean(),
});

// ---- requests ----

export const QuestionPageQuerySchema = StrictObject(pageProperties);
export const QuestionListQuerySchema = StrictObject({
  ...pageProperties,
  type: Type.Optional(Type.Enum(QUESTION_TYPES, { description: '専門家・一般・未回答' })),
  /** A tag's title (/question-and-answer/search/{tag}). */
  tag: Type.Optional(Type.String({ minLength: 1, maxLength: LIMITS.tag.title, description: 'タグの名前' })),
  category: Type.Optional(Type.Union([Id, Type.String({ minLength: 1, maxLength: LIMITS.category.title })], { description: 'カテゴリのIDまたは名前' })),
  keyword: Type.Optional(Type.String({ maxLength: LIMITS.keyword, description: 'キーワード（空白で区切ると、すべてを含むもの）' })),
  order: Type.Optional(Type.Enum(SEARCH_ORDERS, { description: 'キーワードのときの並び順：関連度順（relevance、既定）・新しい順（new）' })),
  expert_info_id: Type.Optional(Id),
  /** One person's questions (their public profile); none for a withdrawn person. */
  user_id: Type.Optional(Id),
  resolved: Type.Optional(Type.Enum(RESOLVED_FILTERS, { description: '解決済み（resolved）・未解決（unresolved）' })),
});
export const QuestionsByExpertQuerySchema = StrictObject({ ...pageProperties, expert_info_id: Id });

const title = Type.String({ minLength: 1, maxLength: LIMITS.question.title });
const body = Type.String({ minLength: 1, maxLength: LIMITS.question.body });
const tagIds = Type.Array(Id, { maxItems: LIMITS.question.tags, uniqueItems: true });
/** category_id: a published category; tag_ids: published tags; expert_info_id: an approved expert. */
export const QuestionCreateBodySchema = StrictObject({
  title,
  body,
  category_id: Id,
  tag_ids: Type.Optional(tagIds),
  expert_info_id: Type.Optional(Nullable(Id)),
});
export const QuestionUpdateBodySchema = EditBodyOf(QuestionCreateBodySchema);

export const CommentCreateBodySchema = StrictObject({ question_id: Id, body: Type.String({ minLength: 1, maxLength: LIMITS.comment.body }) });
export const ReplyCreateBodySchema = StrictObject({ comment_id: Id, body: Type.String({ minLength: 1, maxLength: LIMITS.reply.body }) });
export const QuestionIdQuerySchema = StrictObject({ question_id: Id });
/** GET /api/v1/comments: one person's comments (their public profile). */
export const UserCommentsQuerySchema = StrictObject({ ...pageProperties, user_id: Id });
export const CommentIdQuerySchema = StrictObject({ comment_id: Id });

/** A like or favorite names its object; user_id, if sent, must be the caller (403 otherwise). */
export const QuestionReactionBodySchema = StrictObject({ question_id: Id, user_id: Type.Optional(Id) });
export const CommentReactionBodySchema = StrictObject({ comment_id: Id, user_id: Type.Optional(Id) });
