// Favorite questions and columns: the caller adds or removes one and lists theirs at
// /my-page/favorite-list. Answers carry the new count (201 when the favorite is new, 200 when it was
// there already). The two differ only in what they name (and a question's favorite can also be
// removed by its own id).
import { call, endpointGroup, type SchemaName } from '../endpoint';

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
>(
  label: string,
  segment: Segment,
  spec: {
    body: Body;
    state: State;
    mine: { name: ListName; path: ListPath; query: PageQuery; item: Listed };
    removal: { name: RemoveName; path: RemovePath };
  },
) {
  const favorite = { one: spec.state } as const;
  const mine = call(`GET /api/v1/${segment}/${spec.mine.path}`, `お気に入りの${label}（追加した新しい順）`,
    { access: 'signed-in', query: spec.mine.query, answers: { 200: { paged: spec.mine.item } }, errors: [400, 401] });
  const create = call(`POST /api/v1/${segment}`, `${label}をお気に入りに追加する（2回目は数えない）`,
    { access: 'signed-in', body: spec.body, answers: { 200: favorite, 201: favorite }, errors: ERRORS, changes: ['favorites'] });
  const removal = call(`DELETE /api/v1/${segment}/${spec.removal.path}`, `${label}をお気に入りから外す`,
    { access: 'signed-in', query: spec.body, answers: { 200: favorite }, errors: ERRORS, changes: ['favorites'] });
  // The list's and the removal's names differ per object (the spec's call names).
  return endpointGroup({
    create,
    ...({ [spec.mine.name]: mine } as Record<ListName, typeof mine>),
    ...({ [spec.removal.name]: removal } as Record<RemoveName, typeof removal>),
  });
}

export const questionFavorites = {
  ...favoriteEndpoints('質問', 'question_favorites', {
    body: 'QuestionReactionBodySchema', state: 'FavoriteStateSchema',
    mine: { name: 'myFavoriteQuestions', path: 'my_favorite_questions', query: 'QuestionPageQuerySchema', item: 'QuestionSummarySchema' },
    removal: { name: 'deleteFavoriteByUserIdAndQuestionId', path: 'delete_favorite_by_user_id_and_question_id' },
  }),
  ...endpointGroup({
    remove: call('DELETE /api/v1/question_favorites/{id}', 'お気に入りを外す（自分のもの）',
      { access: 'signed-in', params: 'IdParamsSchema', answers: { 200: { one: 'FavoriteStateSchema' } }, errors: ERRORS, changes: ['favorites'] }),
  }),
};

export const columnFavorites = favoriteEndpoints('コラム', 'column_favorites', {
  body: 'ColumnReactionBodySchema', state: 'ColumnFavoriteStateSchema',
  mine: { name: 'myFavoriteColumns', path: 'my_favorite_columns', query: 'ColumnPageQuerySchema', item: 'ColumnSummarySchema' },
  removal: { name: 'deleteFavoriteByUserIdAndColumnId', path: 'delete_favorite_by_user_id_and_column_id' },
});
