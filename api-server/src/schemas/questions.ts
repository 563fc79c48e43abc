// Shapes of the Q&A calls (api-client/src/types.ts follows): questions, comments, replies, likes,
// favorites. Request bodies and queries refuse unknown fields.
import { Type } from '@sinclair/typebox';
import { MAX_PER } from '../lib/paging';
import { QUESTION_TYPES } from '../qa/qa-type';
import { DateTime, Nullable, StrictObject } from './common';
import { CategorySchema, TagSchema } from './taxonomy';
import { ExpertInfoSchema, PublicUserSchema } from './users';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const AnswerStateSchema = Type.Union([Type.Literal('unanswered'), Type.Literal('answered'), Type.Literal('expert_answered')]);
const CanonicalTypeSchema = Type.Union([Type.Literal('専門家'), Type.Literal('一般')]);

export const QuestionSummarySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  excerpt: Type.String(),
  category: Nullable(CategorySchema),
  tags: Type.Array(TagSchema),
  user: Nullable(PublicUserSchema),
  expert_info: Nullable(ExpertInfoSchema),
  answer_state: AnswerStateSchema,
  qa_type: CanonicalTypeSchema,
  like_counts: Type.Integer(),
  favorite_counts: Type.Integer(),
  comment_counts: Type.Integer(),
  view_counts: Type.Integer(),
  liked: Type.Optional(Type.Boolean()),
  favorited: Type.Optional(Type.Boolean()),
  created_at: DateTime,
  updated_at: DateTime,
});
export const QuestionSchema = Type.Composite([QuestionSummarySchema, Type.Object({ body: Type.String() })]);

export const ReplySchema = Type.Object({
  id: Type.Integer(),
  comment_id: Type.Integer(),
  body: Type.String(),
  user: Nullable(PublicUserSchema),
  created_at: DateTime,
  updated_at: DateTime,
});

export const CommentSchema = Type.Object({
  id: Type.Integer(),
  question_id: Type.Integer(),
  comment_id: Nullable(Type.Integer()),
  body: Type.String(),
  user: Nullable(PublicUserSchema),
  is_expert_answer: Type.Boolean(),
  expert_info: Nullable(ExpertInfoSchema),
  like_counts: Type.Integer(),
  liked: Type.Optional(Type.Boolean()),
  comment_replies: Type.Array(ReplySchema),
  created_at: DateTime,
  updated_at: DateTime,
});
export const MyCommentSchema = Type.Composite([
  CommentSchema,
  Type.Object({ question: Nullable(Type.Object({ id: Type.Integer(), title: Type.String(), qa_type: CanonicalTypeSchema })) }),
]);

export const LikeStateSchema = Type.Object({ like_counts: Type.Integer(), liked: Type.Boolean() });
export const FavoriteStateSchema = Type.Object({
  id: Nullable(Type.Integer()),
  question_id: Type.Integer(),
  favorite_counts: Type.Integer(),
  favorited: Type.Boolean(),
});

// ---- requests ----

const Per = Type.Integer({ minimum: 1, maximum: MAX_PER, description: '1ページの件数' });
const Page = Type.Integer({ minimum: 1, maximum: 100000, description: 'ページ番号（1から）' });
export const QuestionPageQuery = StrictObject({ page: Type.Optional(Page), per: Type.Optional(Per) });

export const QuestionListQuery = StrictObject({
  page: Type.Optional(Page),
  per: Type.Optional(Per),
  type: Type.Optional(Type.Union(QUESTION_TYPES.map((t) => Type.Literal(t)), { description: '専門家・一般・未回答' })),
  tag: Type.Optional(Type.String({ minLength: 1, maxLength: 30, description: 'タグの名前' })),
  category: Type.Optional(Type.Union([Id, Type.String({ minLength: 1, maxLength: 50 })], { description: 'カテゴリのIDまたは名前' })),
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'キーワード（空白で区切ると、すべてを含むもの）' })),
  expert_info_id: Type.Optional(Id),
});
export const ByExpertQuery = StrictObject({ page: Type.Optional(Page), per: Type.Optional(Per), expert_info_id: Id });

const title = Type.String({ minLength: 1, maxLength: 100 });
const body = Type.String({ minLength: 1, maxLength: 5000 });
const tagIds = Type.Array(Id, { maxItems: 5, uniqueItems: true });
export const QuestionCreateBody = StrictObject({
  title,
  body,
  category_id: Id,
  tag_ids: Type.Optional(tagIds),
  expert_info_id: Type.Optional(Nullable(Id)),
});
export const QuestionUpdateBody = StrictObject({
  title: Type.Optional(title),
  body: Type.Optional(body),
  category_id: Type.Optional(Id),
  tag_ids: Type.Optional(tagIds),
  expert_info_id: Type.Optional(Nullable(Id)),
});

export const CommentCreateBody = StrictObject({ question_id: Id, body: Type.String({ minLength: 1, maxLength: 3000 }) });
export const ReplyCreateBody = StrictObject({ comment_id: Id, body: Type.String({ minLength: 1, maxLength: 2000 }) });
export const QuestionIdQuery = StrictObject({ question_id: Id });
export const CommentIdQuery = StrictObject({ comment_id: Id });

/** A like or favorite names its object; user_id, if sent, must be the caller (403 otherwise). */
export const QuestionReactionBody = StrictObject({ question_id: Id, user_id: Type.Optional(Id) });
export const QuestionReactionQuery = QuestionReactionBody;
export const CommentReactionBody = StrictObject({ comment_id: Id, user_id: Type.Optional(Id) });
export const CommentReactionQuery = CommentReactionBody;
