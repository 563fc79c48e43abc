// The crowdfunding supporters list: the published supporters for anyone; every supporter, and
// writing the list, for admins.
import { endpointGroup } from '../endpoint';

const ONE = { one: 'SupporterSchema' } as const;
const ADMINS = { roles: ['admin'], message: '支援者の一覧は管理者だけが編集できます。' } as const;

export const crowdfundingSupporters = endpointGroup({
  list: {
    method: 'GET',
    path: '/api/v1/crowdfunding_supporters',
    summary: 'クラウドファンディングの支援者の一覧（並び順。管理者は status=all で掲載していない人も）',
    access: 'anyone',
    query: 'SupporterListQuerySchema',
    answers: { 200: { paged: 'SupporterSchema' } },
    errors: [400, 403],
  },
  get: {
    method: 'GET',
    path: '/api/v1/crowdfunding_supporters/{id}',
    summary: '支援者を1人（掲載していない人は管理者だけ）',
    access: 'anyone',
    params: 'IdParamsSchema',
    answers: { 200: ONE },
    errors: [400, 404],
  },
  create: {
    method: 'POST',
    path: '/api/v1/crowdfunding_supporters',
    summary: '支援者を加える（管理者）',
    access: ADMINS,
    body: 'SupporterCreateBodySchema',
    answers: { 201: ONE },
    errors: [400, 401, 403],
    changes: ['supporters'],
  },
  update: {
    method: 'PATCH',
    path: '/api/v1/crowdfunding_supporters/{id}',
    summary: '支援者を変更する（管理者）。sort_order で並びを移し、published で掲載を切り替える',
    access: ADMINS,
    params: 'IdParamsSchema',
    body: 'SupporterUpdateBodySchema',
    answers: { 200: ONE },
    errors: [400, 401, 403, 404],
    changes: ['supporters'],
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/crowdfunding_supporters/{id}',
    summary: '支援者を削除する（管理者）',
    access: ADMINS,
    params: 'IdParamsSchema',
    answers: { 204: 'empty' },
    errors: [400, 401, 403, 404],
    changes: ['supporters'],
  },
});
