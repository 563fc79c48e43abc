// Experts: anyone reads approved records; a member applies; the expert or an admin edits a record;
// only an admin decides its status (mailed and audited) and makes or changes an expert's account.
// An expert's record is part of their user (role, profile), so its writes change both.
import { call, endpointGroup } from '../endpoint';
import { ADMIN_ONLY } from './access';

const ONE = { one: 'ExpertInfoSchema' } as const;
const CHANGES = ['experts', 'users'] as const;

export const expertInfos = endpointGroup({
  list: call('GET /api/v1/expert_infos', '専門家の一覧（承認済み。管理者は状態で絞り込み）',
    { access: 'anyone', query: 'ExpertInfoListQuerySchema', answers: { 200: { paged: 'ExpertInfoSchema' } }, errors: [400, 403] }),
  apply: call('POST /api/v1/expert_infos', '専門家に申し込む（会員。非承認のあとは申し込み直し）',
    { access: 'signed-in', body: 'ExpertApplicationBodySchema', answers: { 201: ONE }, errors: [400, 401, 403, 409, 413], changes: CHANGES }),
  changeStatus: call('POST /api/v1/expert_infos/change_status', '専門家の状態を変える（承認・非承認・停止。理由をご本人にメール）',
    { access: ADMIN_ONLY, body: 'ExpertStatusChangeBodySchema', answers: { 200: ONE }, errors: [400, 401, 403, 404, 409, 422], changes: CHANGES }),
  counts: call('GET /api/v1/expert_infos/counts', '状態ごとの専門家の数（管理者）',
    { access: ADMIN_ONLY, answers: { 200: { one: 'ExpertStatusCountsSchema' } }, errors: [401, 403] }),
  statusChanges: call('GET /api/v1/expert_infos/{id}/status_changes', '専門家の状態の履歴（管理者）',
    { access: ADMIN_ONLY, params: 'IdParamsSchema', answers: { 200: { list: 'ExpertStatusChangeSchema' } }, errors: [400, 401, 403, 404] }),
  showWithUserId: call('GET /api/v1/expert_infos/show_with_user_id', '会員の専門家情報',
    { access: 'anyone', query: 'ByUserQuerySchema', answers: { 200: ONE }, errors: [400, 404] }),
  get: call('GET /api/v1/expert_infos/{id}', '専門家を1件',
    { access: 'anyone', params: 'IdParamsSchema', answers: { 200: ONE }, errors: [400, 404] }),
  update: call('PUT /api/v1/expert_infos/{id}', '専門家情報を変更する（本人・管理者。状態は管理者だけ）',
    { access: 'signed-in', params: 'IdParamsSchema', body: 'ExpertInfoBodySchema', answers: { 200: ONE }, errors: [400, 401, 403, 404, 413], changes: CHANGES }),
  createUserExpert: call('POST /api/v1/users/create_user_expert', '専門家のアカウントを作る（管理者。パスワードはご本人が確認コードで設定）',
    { access: ADMIN_ONLY, body: 'CreateUserExpertBodySchema', answers: { 201: { one: 'UserSchema' } }, errors: [400, 401, 403, 409, 413], changes: CHANGES }),
  updateUserExpert: call('PATCH /api/v1/users/update_user_expert', '専門家のアカウントと専門家情報を変更する（管理者）',
    { access: ADMIN_ONLY, body: 'UpdateUserExpertBodySchema', answers: { 200: { one: 'UserSchema' } }, errors: [400, 401, 403, 404, 409, 413, 422], changes: CHANGES }),
});
