// Favorite questions and columns: the caller adds or removes one and lists theirs at
// /my-page/favorite-list. Answers carry the new count (201 when the favorite is new, 200 when it was
// there already). The two differ only in what they name (and a question's favorite can also be
// removed by its own id).
import { endpointGroup, type SchemaName } from '../endpoint';

const ERRORS = [400, 401, 403, 404] as const;

function favoriteEndpoints<
  const Segment extends string,
  const Body extends SchemaName,
  const State extends SchemaName,
  const Listed extends SchemaName,
  const PageQuery extends SchemaName,
  const ListName extends string,
  const ListPath extends string,
  const RemoveName extends string,
  const RemovePath extends string,
>(spec: {
  label: string;
  segment: Segment;
  body: Body;
  state: State;
  mine: { name: ListName; path: ListPath; query: PageQuery; item: Listed };
  removal: { name: RemoveName; path: RemovePath };
}) {
  const favorite = { one: spec.state } as const;
  const mine = {
    method: 'GET',
    path: `/api/v1/${spec.segment}/${spec.mine.path}`,
    summary: `お気に入りの${spec.label}（追加した新しい順）`,
    access: 'signed-in',
    query: spec.mine.query,
    answers: { 200: { paged: spec.mine.item } },
    errors: [400, 401],
  } as const;
  const create = {
    method: 'POST',
    path: `/api/v1/${spec.segment}`,
    summary: `${spec.label}をお気に入りに追加する（2回目は数えない）`,
    access: 'signed-in',
    body: spec.body,
    answers: { 200: favorite, 201: favorite },
    errors: ERRORS,
    changes: ['favorites'],
  } as const;
  const removal = {
    method: 'DELETE',
    path: `/api/v1/${spec.segment}/${spec.removal.path}`,
    summary: `${spec.label}をお気に入りから外す`,
    access: 'signed-in',
    query: spec.body,
    answers: { 200: favorite },
    errors: ERRORS,
    changes: ['favorites'],
  } as const;
  // The list's and the removal's names differ per object (the spec's call names).
  return endpointGroup({
    create,
    ...({ [spec.mine.name]: mine } as Record<ListName, typeof mine>),
    ...({ [spec.removal.name]: removal } as Record<RemoveName, typeof removal>),
  });
}

export const questionFavorites = {
  ...favoriteEndpoints({
    label: '質問',
    segment: 'question_favorites',
    body: 'QuestionReactionBodySchema',
    state: 'FavoriteStateSchema',
    mine: { name: 'myFavoriteQuestions', path: 'my_favorite_questions', query: 'QuestionPageQuerySchema', item: 'QuestionSummarySchema' },
    removal: { name: 'deleteFavoriteByUserIdAndQuestionId', path: 'delete_favorite_by_user_id_and_question_id' },
  }),
  ...endpointGroup({
    remove: {
      method: 'DELETE',
      path: '/api/v1/question_favorites/{id}',
      summary: 'お気に入りを外す（自分のもの）',
      access: 'signed-in',
      params: 'IdParamsSchema',
      answers: { 200: { one: 'FavoriteStateSchema' } },
      errors: ERRORS,
      changes: ['favorites'],
    },
  }),
};

export const columnFavorites = favoriteEndpoints({
  label: 'コラム',
  segment: 'column_favorites',
  body: 'ColumnReactionBodySchema',
  state: 'ColumnFavoriteStateSchema',
  mine: { name: 'myFavoriteColumns', path: 'my_favorite_columns', query: 'ColumnPageQuerySchema', item: 'ColumnSummarySchema' },
  removal: { name: 'deleteFavoriteByUserIdAndColumnId', path: 'delete_favorite_by_user_id_and_column_id' },
});
