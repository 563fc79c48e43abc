// Tags and categories: the same calls, differing only in their schemas and words. Anyone reads the
// published ones; admins read every status and write them. A change of either changes the question
// lists that show them.
import { endpointGroup, type SchemaName } from '../endpoint';
import { ADMIN_ONLY } from './access';

function taxonomyEndpoints<const Segment extends string, const Item extends SchemaName, const Create extends SchemaName, const Update extends SchemaName, const Topic extends 'tags' | 'categories'>(
  label: string,
  segment: Segment,
  schemas: { item: Item; create: Create; update: Update },
  topic: Topic,
) {
  const one = { one: schemas.item } as const;
  const changes = [topic, 'questions'] as const;
  return endpointGroup({
    list: {
      method: 'GET',
      path: `/api/v1/${segment}`,
      summary: `${label}の一覧（管理者以外は公開中のみ）`,
      access: 'anyone',
      query: 'StatusListQuerySchema',
      answers: { 200: { paged: schemas.item } },
      errors: [400, 403],
    },
    get: {
      method: 'GET',
      path: `/api/v1/${segment}/{id}`,
      summary: `${label}を1件`,
      access: 'anyone',
      params: 'IdParamsSchema',
      answers: { 200: one },
      errors: [400, 404],
    },
    create: {
      method: 'POST',
      path: `/api/v1/${segment}`,
      summary: `${label}を作る（管理者）`,
      access: ADMIN_ONLY,
      body: schemas.create,
      answers: { 201: one },
      errors: [400, 401, 403, 409],
      changes,
    },
    update: {
      method: 'PATCH',
      path: `/api/v1/${segment}/{id}`,
      summary: `${label}を変更する（管理者）`,
      access: ADMIN_ONLY,
      params: 'IdParamsSchema',
      body: schemas.update,
      answers: { 200: one },
      errors: [400, 401, 403, 404, 409],
      changes,
    },
    remove: {
      method: 'DELETE',
      path: `/api/v1/${segment}/{id}`,
      summary: `${label}を削除する（管理者）`,
      access: ADMIN_ONLY,
      params: 'IdParamsSchema',
      answers: { 204: 'empty' },
      errors: [400, 401, 403, 404],
      changes,
    },
  });
}

export const tags = taxonomyEndpoints('タグ', 'tags', { item: 'TagSchema', create: 'TagCreateBodySchema', update: 'TagUpdateBodySchema' }, 'tags');

export const categories = {
  ...taxonomyEndpoints('カテゴリ', 'categories', { item: 'CategorySchema', create: 'CategoryCreateBodySchema', update: 'CategoryUpdateBodySchema' }, 'categories'),
  ...endpointGroup({
    showByTitle: {
      method: 'GET',
      path: '/api/v1/categories/show_by_title',
      summary: 'タイトルでカテゴリを1件（/column/{category} の表示用）',
      access: 'anyone',
      query: 'ByTitleQuerySchema',
      answers: { 200: { one: 'CategorySchema' } },
      errors: [400, 404],
    },
  }),
};
