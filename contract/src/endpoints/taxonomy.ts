// Tags and categories: the same calls, differing only in their schemas and words. Anyone reads the
// published ones; admins read every status and write them. A change of either changes the question
// lists that show them.
import { endpointGroup } from '../endpoint';
import { ADMIN_ONLY } from './access';
import { resourceEndpoints } from './resource';

const summaries = (label: string) => ({
  list: `${label}の一覧（管理者以外は公開中のみ）`,
  get: `${label}を1件`,
  create: `${label}を作る（管理者）`,
  update: `${label}を変更する（管理者）`,
  remove: `${label}を削除する（管理者）`,
});

export const tags = resourceEndpoints({
  segment: 'tags',
  schemas: { item: 'TagSchema', listQuery: 'StatusListQuerySchema', create: 'TagCreateBodySchema', update: 'TagUpdateBodySchema' },
  writers: ADMIN_ONLY,
  summaries: summaries('タグ'),
  conflicts: true,
  changes: ['tags', 'questions'],
});

export const categories = {
  ...resourceEndpoints({
    segment: 'categories',
    schemas: { item: 'CategorySchema', listQuery: 'StatusListQuerySchema', create: 'CategoryCreateBodySchema', update: 'CategoryUpdateBodySchema' },
    writers: ADMIN_ONLY,
    summaries: summaries('カテゴリ'),
    conflicts: true,
    changes: ['categories', 'questions'],
  }),
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
