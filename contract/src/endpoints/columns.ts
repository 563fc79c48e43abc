// Columns: the published ones for anyone; every status, writing, scheduling, unpublishing,
// deleting and pictures for admins; the editor's plain-Japanese hints.
import { call, endpointGroup } from '../endpoint';
import { resourceEndpoints } from './resource';

const PAGE = { paged: 'ColumnSummarySchema' } as const;
/** Who writes columns: the admins (and so who gets the editor's plain-Japanese hints). */
export const ADMINS = { roles: ['admin'], message: 'コラムの管理は管理者だけができます。' } as const;

export const columns = {
  ...resourceEndpoints({
    segment: 'columns',
    schemas: { item: 'ColumnSchema', listItem: 'ColumnSummarySchema', listQuery: 'ColumnListQuerySchema', create: 'ColumnCreateBodySchema', update: 'ColumnUpdateBodySchema' },
    writers: ADMINS,
    summaries: {
      list: 'コラムの一覧（公開日の新しい順。カテゴリ・タグ・キーワード・関連で絞り込み。管理者は公開前のものも）',
      get: 'コラムを1件（公開中のもの。管理者は公開前のものも。閲覧数を数える）',
      create: 'コラムを書く（下書き・公開・公開予約）',
      update: 'コラムを変更する（公開・公開予約・非公開も）',
      remove: 'コラムを削除する',
    },
    changes: ['columns'],
  }),
  ...endpointGroup({
    popularColumns: call('GET /api/v1/columns/popular_columns', '人気のコラム（お気に入り・閲覧と新しさ）',
      { access: 'anyone', query: 'ColumnPageQuerySchema', answers: { 200: PAGE }, errors: [400] }),
    columnByCategory: call('GET /api/v1/columns/column_by_category', 'あるカテゴリのコラム（公開日の新しい順）',
      { access: 'anyone', query: 'ColumnsByCategoryQuerySchema', answers: { 200: PAGE }, errors: [400] }),
    uploadImage: call('POST /api/v1/columns/images', 'コラムの画像を送る（アイキャッチ・本文の画像）',
      { access: ADMINS, body: 'ColumnImageBodySchema', answers: { 201: { one: 'ColumnImageSchema' } }, errors: [400, 401, 403, 413], changes: ['columns'] }),
  }),
};

/** The plain-Japanese hints of the column editor (docs/reading-aids.md#やさしい日本語): for who writes columns. */
export const plainJapaneseHints = endpointGroup({
  check: call('POST /api/v1/plain_japanese_hints', 'やさしい日本語のヒント（長い文・続く漢字・漢字の多い文。コラムを書く人に）',
    { access: ADMINS, body: 'PlainJapaneseHintsBodySchema', answers: { 200: { one: 'PlainJapaneseHintsSchema' } }, errors: [400, 401, 403], changes: [] }),
});
