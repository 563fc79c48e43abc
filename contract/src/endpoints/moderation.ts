// The safety calls (docs/moderation.md): a member reports an item; admins work the review queue and
// keep the watched words and the help lines; anyone reads the help lines (the crisis panel).
import { call, endpointGroup } from '../endpoint';
import { ADMIN_ONLY } from './access';
import { resourceEndpoints } from './resource';

export const reports = endpointGroup({
  create: call('POST /api/v1/reports', '投稿を通報する（ログインした方。自分の投稿は通報できない）',
    { access: 'signed-in', body: 'ReportBodySchema', answers: { 201: { one: 'ReportCreatedSchema' } }, errors: [400, 401, 403, 404, 409, 429], changes: ['reviews'] }),
});

export const reviews = endpointGroup({
  list: call('GET /api/v1/reviews', '通報・確認の一覧（管理者。心配な投稿が先、次に古い順）',
    { access: ADMIN_ONLY, query: 'ReviewListQuerySchema', answers: { 200: { paged: 'ReviewSchema' } }, errors: [400, 401, 403] }),
  counts: call('GET /api/v1/reviews/counts', '未対応の件数（管理者）',
    { access: ADMIN_ONLY, answers: { 200: { one: 'ReviewCountsSchema' } }, errors: [401, 403] }),
  decide: call('POST /api/v1/reviews/{id}/decisions', '通報・確認に対応する（管理者。記録に残る）',
    { access: ADMIN_ONLY, params: 'IdParamsSchema', body: 'ReviewDecisionBodySchema', answers: { 200: { one: 'ReviewSchema' } }, errors: [400, 401, 403, 404, 409], changes: ['reviews', 'questions', 'comments', 'users'] }),
});

export const watchedWords = endpointGroup({
  list: call('GET /api/v1/watched_words', '確認する言葉の一覧（管理者）',
    { access: ADMIN_ONLY, query: 'WatchedWordListQuerySchema', answers: { 200: { paged: 'WatchedWordSchema' } }, errors: [400, 401, 403] }),
  create: call('POST /api/v1/watched_words', '確認する言葉を追加する（管理者）',
    { access: ADMIN_ONLY, body: 'WatchedWordBodySchema', answers: { 201: { one: 'WatchedWordSchema' } }, errors: [400, 401, 403, 409], changes: ['watched_words'] }),
  update: call('PATCH /api/v1/watched_words/{id}', '確認する言葉を変更する（管理者）',
    { access: ADMIN_ONLY, params: 'IdParamsSchema', body: 'WatchedWordEditBodySchema', answers: { 200: { one: 'WatchedWordSchema' } }, errors: [400, 401, 403, 404, 409], changes: ['watched_words'] }),
  remove: call('DELETE /api/v1/watched_words/{id}', '確認する言葉を削除する（管理者）',
    { access: ADMIN_ONLY, params: 'IdParamsSchema', answers: { 204: 'empty' }, errors: [400, 401, 403, 404], changes: ['watched_words'] }),
});

export const helpLines = resourceEndpoints({
  segment: 'help_lines',
  schemas: { item: 'HelpLineSchema', listQuery: 'HelpLineListQuerySchema', create: 'HelpLineBodySchema', update: 'HelpLineEditBodySchema' },
  writers: ADMIN_ONLY,
  summaries: {
    list: '相談窓口の一覧（並び順）',
    get: '相談窓口を1件',
    create: '相談窓口を追加する（管理者）',
    update: '相談窓口を変更する（管理者。確認した日も）',
    remove: '相談窓口を削除する（管理者）',
  },
  changes: ['help_lines'],
});
