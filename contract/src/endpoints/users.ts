// Accounts: sign-up, the login checks, password recovery, the admin's user list and their calls
// about one account (activity, suspension).
import { call, endpointGroup } from '../endpoint';
import { ADMIN_ONLY } from './access';

const ENVELOPE = { one: 'UserEnvelopeSchema' } as const;
const ONE = { one: 'UserSchema' } as const;

export const users = endpointGroup({
  signUp: call('POST /api/v1/users', '会員登録（無料会員）',
    { access: 'anyone', body: 'SignUpBodySchema', answers: { 201: ENVELOPE }, errors: [400, 409, 429], changes: ['users'] }),
  isLogin: call('GET /api/v1/users/is_login', 'ログイン中か確かめる',
    { access: 'signed-in', answers: { 200: ENVELOPE }, errors: [401] }),
  isAdminLogin: call('GET /api/v1/users/is_admin_login', '管理者としてログイン中か確かめる',
    { access: ADMIN_ONLY, answers: { 200: ENVELOPE }, errors: [401, 403] }),
  list: call('GET /api/v1/users', '会員の一覧（管理者）',
    { access: ADMIN_ONLY, query: 'UserListQuerySchema', answers: { 200: { paged: 'UserSchema' } }, errors: [400, 401, 403] }),
  meta: call('GET /api/v1/users/meta', '会員種別ごとの人数（管理者）',
    { access: ADMIN_ONLY, answers: { 200: { one: 'UsersMetaSchema' } }, errors: [401, 403] }),
  get: call('GET /api/v1/users/{id}', '会員情報（本人または管理者）',
    { access: 'signed-in', params: 'IdParamsSchema', answers: { 200: ONE }, errors: [400, 401, 403, 404] }),
  update: call('PATCH /api/v1/users/{id}', '会員のメールアドレスや会員種別を変更（管理者。本人の変更は password・email_change）',
    { access: 'signed-in', params: 'IdParamsSchema', body: 'UserUpdateBodySchema', answers: { 200: ONE }, errors: [400, 401, 403, 404, 409, 422], changes: ['users'] }),
  remove: call('DELETE /api/v1/users/{id}', '退会（本人）または会員の削除（管理者）',
    { access: 'signed-in', params: 'IdParamsSchema', answers: { 204: 'empty' }, errors: [400, 401, 403, 404, 422], changes: ['users'] }),
  getCode: call('PUT /api/v1/users/get_code', 'パスワード再設定の確認コードをメールで送る',
    { access: 'anyone', body: 'GetCodeBodySchema', answers: { 200: { one: 'MessageSchema' } }, errors: [400, 429], changes: ['account'] }),
  resetPassword: call('PUT /api/v1/users/reset_password', '確認コードで新しいパスワードを設定する',
    { access: 'anyone', body: 'ResetPasswordBodySchema', answers: { 200: { one: 'MessageSchema' } }, errors: [400, 429], changes: ['account'] }),
  activity: call('GET /api/v1/users/{id}/activity', '会員の活動と管理者の操作の記録（管理者）',
    { access: ADMIN_ONLY, params: 'IdParamsSchema', answers: { 200: { one: 'UserActivitySchema' } }, errors: [400, 401, 403, 404] }),
  suspend: call('POST /api/v1/users/{id}/suspend', 'アカウントを停止する（管理者。ログインできなくなり、すべてのログインが終わる）',
    { access: ADMIN_ONLY, params: 'IdParamsSchema', body: 'SuspendBodySchema', answers: { 200: ONE }, errors: [400, 401, 403, 404, 409, 422], changes: ['users'] }),
  restore: call('POST /api/v1/users/{id}/restore', 'アカウントの停止を解除する（管理者）',
    { access: ADMIN_ONLY, params: 'IdParamsSchema', answers: { 200: ONE }, errors: [400, 401, 403, 404, 409, 422], changes: ['users'] }),
});
