// Tags and categories: the same calls, differing only in their schemas and words. Anyone reads the
// published ones; admins read every status and write them. A change of either changes the question
// lists that show them.
import { call, endpointGroup } from '../endpoint';
import { ADMIN_ONLY } from './access';
import { resourceEndpoints } from './resource';

/** A taxonomy's five calls: its words, its schemas (Tag…, Category…) and the topic its writes change. */
function taxonomyEndpoints<const Segment extends string, const Name extends 'Tag' | 'Category', const Topic extends 'tags' | 'categories'>(
  label: string,
  segment: Segment,
  name: Name,
  topic: Topic,
) {
  return resourceEndpoints({
    segment,
    schemas: { item: `${name}Schema`, listQuery: 'StatusListQuerySchema', create: `${name}CreateBodySchema`, update: `${name}UpdateBodySchema` },
    writers: ADMIN_ONLY,
    summaries: {
      list: `${label}の一覧（管理者以外は公開中のみ）`,
      get: `${label}を1件`,
      create: `${label}を作る（管理者）`,
      update: `${label}を変更する（管理者）`,
      remove: `${label}を削除する（管理者）`,
    },
    conflicts: true,
    changes: [topic, 'questions'],
  });
}

export const tags = taxonomyEndpoints('タグ', 'tags', 'Tag', 'tags');

export const categories = {
  ...taxonomyEndpoints('カテゴリ', 'categories', 'Category', 'categories'),
  ...endpointGroup({
    showByTitle: call('GET /api/v1/categories/show_by_title', 'タイトルでカテゴリを1件（/column/{category} の表示用）',
      { access: 'anyone', query: 'ByTitleQuerySchema', answers: { 200: { one: 'CategorySchema' } }, errors: [400, 404] }),
  }),
};
