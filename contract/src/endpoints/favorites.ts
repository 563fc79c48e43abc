// Favorite questions and columns: the caller adds or removes one and lists theirs at
// /my-page/favorite-list. Answers carry the new count (201 when the favorite is new, 200 when it was
// there already).
import { endpointGroup } from '../endpoint';

const QUESTION_FAVORITE = { one: 'FavoriteStateSchema' } as const;
const COLUMN_FAVORITE = { one: 'ColumnFavoriteStateSchema' } as const;
const REACTION_ERRORS = [400, 401, 403, 404] as const;

export const questionFavorites = endpointGroup({
  myFavoriteQuestions: {
    method: 'GET',
    path: '/api/v1/question_favorites/my_favorite_questions',
    summary: 'お気に入りの質問（追加した新しい順）',
    access: 'signed-in',
    query: 'QuestionPageQuerySchema',
    answers: { 200: { paged: 'QuestionSummarySchema' } },
    errors: [400, 401],
  },
  create: {
    method: 'POST',
    path: '/api/v1/question_favorites',
    summary: '質問をお気に入りに追加する（2回目は数えない）',
    access: 'signed-in',
    body: 'QuestionReactionBodySchema',
    answers: { 200: QUESTION_FAVORITE, 201: QUESTION_FAVORITE },
    errors: REACTION_ERRORS,
    changes: ['favorites'],
  },
  deleteFavoriteByUserIdAndQuestionId: {
    method: 'DELETE',
    path: '/api/v1/question_favorites/delete_favorite_by_user_id_and_question_id',
    summary: '質問をお気に入りから外す',
    access: 'signed-in',
    query: 'QuestionReactionBodySchema',
    answers: { 200: QUESTION_FAVORITE },
    errors: REACTION_ERRORS,
    changes: ['favorites'],
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/question_favorites/{id}',
    summary: 'お気に入りを外す（自分のもの）',
    access: 'signed-in',
    params: 'IdParamsSchema',
    answers: { 200: QUESTION_FAVORITE },
    errors: REACTION_ERRORS,
    changes: ['favorites'],
  },
});

export const columnFavorites = endpointGroup({
  myFavoriteColumns: {
    method: 'GET',
    path: '/api/v1/column_favorites/my_favorite_columns',
    summary: 'お気に入りのコラム（追加した新しい順）',
    access: 'signed-in',
    query: 'ColumnPageQuerySchema',
    answers: { 200: { paged: 'ColumnSummarySchema' } },
    errors: [400, 401],
  },
  create: {
    method: 'POST',
    path: '/api/v1/column_favorites',
    summary: 'コラムをお気に入りに追加する（2回目は数えない）',
    access: 'signed-in',
    body: 'ColumnReactionBodySchema',
    answers: { 200: COLUMN_FAVORITE, 201: COLUMN_FAVORITE },
    errors: REACTION_ERRORS,
    changes: ['favorites'],
  },
  deleteFavoriteByUserIdAndColumnId: {
    method: 'DELETE',
    path: '/api/v1/column_favorites/delete_favorite_by_user_id_and_column_id',
    summary: 'コラムをお気に入りから外す',
    access: 'signed-in',
    query: 'ColumnReactionBodySchema',
    answers: { 200: COLUMN_FAVORITE },
    errors: REACTION_ERRORS,
    changes: ['favorites'],
  },
});
