// The calls beside the resources: the contact form, sign-in and sign-out, the admin console's own
// calls, and the health check.
import { call, endpointGroup } from '../endpoint';
import { ADMIN_ONLY } from './access';

export const contacts = endpointGroup({
  list: call('GET /api/v1/contacts', 'お問い合わせの一覧（管理者。新しい順）',
    { access: ADMIN_ONLY, query: 'ContactListQuerySchema', answers: { 200: { paged: 'ContactSchema' } }, errors: [400, 401, 403] }),
  create: call('POST /api/v1/contacts', 'お問い合わせを送る',
    { access: 'anyone', body: 'ContactBodySchema', answers: { 201: { one: 'ContactCreatedSchema' } }, errors: [400, 429], changes: ['contacts'] }),
});

export const auth = endpointGroup({
  signIn: call('POST /api/v1/auth/sign_in', 'ログイン',
    { access: 'anyone', body: 'SignInBodySchema', answers: { 200: { one: 'SignInResultSchema' } }, errors: [400, 401, 403, 429], changes: ['account'] }),
  signOut: call('DELETE /api/v1/auth/sign_out', 'ログアウト（このトークンを無効にする）',
    { access: 'signed-in', answers: { 204: 'empty' }, errors: [401], changes: ['account'] }),
});

export const admin = endpointGroup({
  dashboard: call('GET /api/v1/dashboard', '管理画面ダッシュボード：対応が必要なことと最近の管理操作',
    { access: ADMIN_ONLY, answers: { 200: { one: 'DashboardSchema' } }, errors: [401, 403] }),
  auditLogs: call('GET /api/v1/audit_logs', '管理操作の記録（管理者。操作・対象・管理者・期間で絞り込み）',
    { access: ADMIN_ONLY, query: 'AuditLogQuerySchema', answers: { 200: { paged: 'AuditEntrySchema' } }, errors: [400, 401, 403] }),
});

/** For load balancers and the test harness: 200 once the database answers, 503 while it does not. */
export const health = endpointGroup({
  get: call('GET /api/v1/health', '稼働確認',
    { access: 'anyone', answers: { 200: { body: 'HealthSchema' }, 503: { body: 'HealthUnavailableSchema' } }, errors: [] }),
});
