import type { PublicUser, User } from '@hiroba/api-client';
import { EXPERT_STATUS_LABELS } from '@hiroba/contract/fields';
import { DateText, Paper, RouterAnchor, Title, displayName, pagePath } from '@hiroba/shared-ui';
import { RoleBadge } from '../../../shared/components/role-badge';
import { AccountStateBadge } from './account-state-badge';
import { paidStatusText } from './paid-status';
import { FactsList, type Fact } from '../../../shared/components/facts-list';

type AdminUser = PublicUser & Partial<User>;

/** The facts an admin may see about one person, as a description list. */
export function UserProfile({ user }: { user: AdminUser }) {
  const rows: Fact[] = [
    ['ユーザーID', user.id],
    ['メールアドレス', user.email ?? '—'],
    ['ニックネーム', displayName(user)],
    ['役割', <RoleBadge key="role" role={user.role} />],
    ['登録日', <DateText key="created" value={user.created_at} />],
    ['アカウントの状態', <AccountStateBadge key="state" user={{ suspension: user.suspension ?? null }} />],
    ['有料会員の状態', paidStatusText({ role: user.role, is_permanent_paid_member: Boolean(user.is_permanent_paid_member) })],
  ];
  if (user.expert_info) {
    rows.push(
      ['専門家としての名前', user.expert_info.name],
      ['肩書き', user.expert_info.title || '—'],
      ['専門家の状態', EXPERT_STATUS_LABELS[user.expert_info.status]],
      [
        '専門家の情報',
        <RouterAnchor key="expert" to={pagePath('admin-expert-detail', { id: user.expert_info.id })}>
          専門家の管理ページを開く
        </RouterAnchor>,
      ],
    );
  }
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h3" mb="md">
        登録内容
      </Title>
      <FactsList facts={rows} />
    </Paper>
  );
}
