// Search (docs/search.md): the site search's results with the passage where the words are, what the
// query was widened to, similar and related questions, and the vocabulary operators extend.
import { Type } from 'typebox';
import { LIMITS, SEARCH_ORDERS, SEARCH_WORD_SOURCES } from '../fields';
import { DateTime, Nullable, StrictObject, pageOrAllProperties, pageProperties } from './common';
import { AnswerStateSchema, CanonicalTypeSchema } from './questions';
import { CategorySchema } from './taxonomy';

/** A text with the query's words marked: plain runs, and `{ mark }` for a matched word (drawn as <mark>). */
export const MarkedTextSchema = Type.Array(Type.Union([Type.String(), Type.Object({ mark: Type.String() })]));

/** The part of a text where the words are: about 120 characters, with whether the text goes on before and after it. */
export const PassageSchema = Type.Object({
  text: MarkedTextSchema,
  cut_start: Type.Boolean(),
  cut_end: Type.Boolean(),
});

export const QuestionHitSchema = Type.Object({
  id: Type.Integer(),
  title: MarkedTextSchema,
  passage: PassageSchema,
  qa_type: CanonicalTypeSchema,
  answer_state: AnswerStateSchema,
  /** A best answer was chosen (解決済み). */
  resolved: Type.Boolean(),
  comment_counts: Type.Integer(),
  category: Nullable(CategorySchema),
  created_at: DateTime,
});

export const ColumnHitSchema = Type.Object({
  id: Type.Integer(),
  title: MarkedTextSchema,
  passage: PassageSchema,
  category: Nullable(CategorySchema),
  published_at: Nullable(DateTime),
});

const Keyword = Type.String({ maxLength: LIMITS.keyword, description: 'さがす言葉（空白で区切ると、すべてをふくむもの）' });
export const SearchQuerySchema = StrictObject({
  ...pageProperties,
  keyword: Keyword,
  order: Type.Optional(Type.Enum(SEARCH_ORDERS, { description: '関連度順（relevance、既定）・新しい順（new）' })),
});

/** A question like another (似ている質問, 関連する質問). */
export const SimilarQuestionSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  qa_type: CanonicalTypeSchema,
  answer_state: AnswerStateSchema,
  resolved: Type.Boolean(),
  comment_counts: Type.Integer(),
  created_at: DateTime,
});
export const SimilarQuestionsQuerySchema = StrictObject({ title: Type.String({ maxLength: LIMITS.similarTitle, description: '入力中の質問のタイトル' }) });

// ---- the vocabulary (/admin/search-words, admins only) ----

export const VocabularyWordSchema = Type.Object({ text: Type.String(), reading: Type.String(), kind: Type.String() });
export const SearchWordGroupSchema = Type.Object({
  /** The operator's group's id; null for a built-in group, which is changed in the code. */
  id: Nullable(Type.Integer()),
  key: Type.String(),
  source: Type.Enum(SEARCH_WORD_SOURCES),
  topic: Nullable(Type.String()),
  words: Type.Array(VocabularyWordSchema),
  note: Type.String(),
  updated_at: Nullable(DateTime),
});
export const SearchWordListQuerySchema = StrictObject({
  ...pageOrAllProperties,
  source: Type.Optional(Type.Enum(SEARCH_WORD_SOURCES)),
  keyword: Type.Optional(Type.String({ maxLength: LIMITS.searchWords.word, description: 'この言葉をふくむグループ' })),
});
export const SearchWordGroupBodySchema = StrictObject({
  words: Type.Array(
    StrictObject({
      text: Type.String({ minLength: 1, maxLength: LIMITS.searchWords.word }),
      reading: Type.Optional(Type.String({ maxLength: LIMITS.searchWords.reading, description: 'ひらがなの読み（なくてもよい）' })),
    }),
    { minItems: 2, maxItems: LIMITS.searchWords.words, description: '同じものをさす言葉（最初がグループの名前）' },
  ),
  note: Type.Optional(Type.String({ maxLength: LIMITS.searchWords.note })),
});
export const SearchWordGroupEditBodySchema = Type.Partial(SearchWordGroupBodySchema, { additionalProperties: false });

/** A search that found nothing, with how often it was made in the period (no trace of who searched). */
export const SearchMissSchema = Type.Object({
  query: Type.String(),
  searches: Type.Integer(),
  last_day: Type.String({ format: 'date' }),
});
export const SearchMissListQuerySchema = StrictObject({ ...pageProperties });
