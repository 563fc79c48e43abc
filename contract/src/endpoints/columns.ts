// Columns: the published ones for anyone; every status, writing, scheduling, unpublishing,
// deleting and pictures for admins.
import { endpointGroup } from '../endpoint';

const PAGE = { paged: 'ColumnSummarySchema' } as const;
const ONE = { one: 'ColumnSchema' } as const;
const ADMINS = { roles: ['admin'], message: 'コラムの管理は管理者だけができます。' } as const;

export const columns = endpointGroup({
  list: {
    method: 'GET',
    path: '/api/v1/columns',
    summary: 'コラムの一覧（公開日の新しい順。カテゴリ・タグ・キーワード・関連で絞り込み。管理者は公開前のものも）',
    access: 'anyone',
    query: 'ColumnListQuerySchema',
    answers: { 200: PAGE },
    errors: [400, 403],
  },
  popularColumns: {
    method: 'GET',
    path: '/api/v1/columns/popular_columns',
    summary: '人気のコラム（お気に入り・閲覧と新しさ）',
    access: 'anyone',
    query: 'ColumnPageQuerySchema',
    answers: { 200: PAGE },
    errors: [400],
  },
  columnByCategory: {
    method: 'GET',
    path: '/api/v1/columns/column_by_category',
    summary: 'あるカテゴリのコラム（公開日の新しい順）',
    access: 'anyone',
    query: 'ColumnsByCategoryQuerySchema',
    answers: { 200: PAGE },
    errors: [400],
  },
  get: {
    method: 'GET',
    path: '/api/v1/columns/{id}',
    summary: 'コラムを1件（公開中のもの。管理者は公開前のものも。閲覧数を数える）',
    access: 'anyone',
    params: 'IdParamsSchema',
    answers: { 200: ONE },
    errors: [400, 404],
  },
  create: {
    method: 'POST',
    path: '/api/v1/columns',
    summary: 'コラムを書く（下書き・公開・公開予約）',
    access: ADMINS,
    body: 'ColumnCreateBodySchema',
    answers: { 201: ONE },
    errors: [400, 401, 403],
    changes: ['columns'],
  },
  uploadImage: {
    method: 'POST',
    path: '/api/v1/columns/images',
    summary: 'コラムの画像を送る（アイキャッチ・本文の画像）',
    access: ADMINS,
    body: 'ColumnImageBodySchema',
    answers: { 201: { one: 'ColumnImageSchema' } },
    errors: [400, 401, 403, 413],
    changes: ['columns'],
  },
  update: {
    method: 'PATCH',
    path: '/api/v1/columns/{id}',
    summary: 'コラムを変更する（公開・公開予約・非公開も）',
    access: ADMINS,
    params: 'IdParamsSchema',
    body: 'ColumnUpdateBodySchema',
    answers: { 200: ONE },
    errors: [400, 401, 403, 404],
    changes: ['columns'],
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/columns/{id}',
    summary: 'コラムを削除する',
    access: ADMINS,
    params: 'IdParamsSchema',
    answers: { 204: 'empty' },
    errors: [400, 401, 403, 404],
    changes: ['columns'],
  },
});
