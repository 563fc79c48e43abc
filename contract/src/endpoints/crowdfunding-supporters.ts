// The crowdfunding supporters list: the published supporters for anyone; every supporter, and
// writing the list, for admins.
import { resourceEndpoints } from './resource';

export const crowdfundingSupporters = resourceEndpoints({
  segment: 'crowdfunding_supporters',
  schemas: { item: 'SupporterSchema', listQuery: 'SupporterListQuerySchema', create: 'SupporterCreateBodySchema', update: 'SupporterUpdateBodySchema' },
  writers: { roles: ['admin'], message: '支援者の一覧は管理者だけが編集できます。' },
  summaries: {
    list: 'クラウドファンディングの支援者の一覧（並び順。管理者は status=all で掲載していない人も）',
    get: '支援者を1人（掲載していない人は管理者だけ）',
    create: '支援者を加える（管理者）',
    update: '支援者を変更する（管理者）。sort_order で並びを移し、published で掲載を切り替える',
    remove: '支援者を削除する（管理者）',
  },
  changes: ['supporters'],
});
