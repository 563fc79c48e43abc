// The person's own account calls under /api/v1/users/{id}: the password, the e-mail address (a code
// to the new address first), the consent to post, and the download of everything the site holds
// about them. Each is for the person themself only (403 for anyone else, admins included). A
// password or e-mail change answers a fresh token: every other session has ended.
import { call, endpointGroup } from '../endpoint';

const RENEWED = { one: 'RenewedSessionSchema' } as const;

export const account = endpointGroup({
  changePassword: call('PUT /api/v1/users/{id}/password', 'パスワードを変更する（本人。現在のパスワードが必要。ほかのログインは終わり、新しいトークンを返す）',
    { access: 'signed-in', params: 'IdParamsSchema', body: 'PasswordChangeBodySchema', answers: { 200: RENEWED }, errors: [400, 401, 403, 404, 429], changes: ['account'] }),
  startEmailChange: call('POST /api/v1/users/{id}/email_change', 'メールアドレスの変更を始める（本人。現在のパスワードが必要。新しいアドレスに確認コードを送る）',
    { access: 'signed-in', params: 'IdParamsSchema', body: 'EmailChangeBodySchema', answers: { 200: { one: 'EmailChangeStartedSchema' } }, errors: [400, 401, 403, 404, 409, 429], changes: ['account'] }),
  confirmEmailChange: call('PUT /api/v1/users/{id}/email_change/confirm', 'メールアドレスの変更を確認コードで確定する（本人。ほかのログインは終わり、新しいトークンを返す）',
    { access: 'signed-in', params: 'IdParamsSchema', body: 'EmailChangeConfirmBodySchema', answers: { 200: RENEWED }, errors: [400, 401, 403, 404, 409, 429], changes: ['account', 'users'] }),
  givePostingConsent: call('PUT /api/v1/users/{id}/posting_consent', '投稿が公開されることに同意する（本人。はじめての質問・コメントの前に）',
    { access: 'signed-in', params: 'IdParamsSchema', body: 'PostingConsentBodySchema', answers: { 200: { one: 'UserSchema' } }, errors: [400, 401, 403, 404], changes: ['users'] }),
  exportData: call('GET /api/v1/users/{id}/export', '登録情報をダウンロードする（本人。保有している個人データのすべてを JSON で）',
    { access: 'signed-in', params: 'IdParamsSchema', answers: { 200: { one: 'DataExportSchema' } }, errors: [400, 401, 403, 404, 429] }),
});

/** Profiles: anyone reads one; its owner or an admin changes it. */
export const userInformations = endpointGroup({
  create: call('POST /api/v1/user_informations', '自分のプロフィールを作る',
    { access: 'signed-in', body: 'UserInformationBodySchema', answers: { 201: { one: 'UserInformationSchema' } }, errors: [400, 401, 409, 413], changes: ['users'] }),
  update: call('PATCH /api/v1/user_informations/{id}', 'プロフィールを変更する（本人または管理者）',
    { access: 'signed-in', params: 'IdParamsSchema', body: 'UserInformationBodySchema', answers: { 200: { one: 'UserInformationSchema' } }, errors: [400, 401, 403, 404, 413], changes: ['users'] }),
  showWithUserId: call('GET /api/v1/user_informations/show_with_user_id', '会員のプロフィール（公開。承認済みの専門家は専門家情報つき。退会した人は404）',
    { access: 'anyone', query: 'ByUserQuerySchema', answers: { 200: { one: 'PublicProfileSchema' } }, errors: [400, 404] }),
});
