import type { User } from '@hiroba/api-client';
import { DateText, RouterAnchor, displayName } from '@hiroba/shared-ui';
import { DataTable, type DataColumn } from '../../../shared/components/data-table';
import { RoleBadge } from '../../../shared/components/role-badge';
import { userDetailPath } from '../lib/user-kind';
import { AccountStateBadge } from './account-state-badge';

const COLUMNS: DataColumn<User>[] = [
  { header: 'ID', cell: (user) => user.id },
  { header: 'ニックネーム', cell: (user) => displayName(user) },
  { header: 'メールアドレス', cell: (user) => user.email, cellProps: () => ({ style: { overflowWrap: 'anywhere' } }) },
  { header: '役割', cell: (user) => <RoleBadge role={user.role} /> },
  { header: '状態', cell: (user) => <AccountStateBadge user={user} /> },
  { header: '登録日', cell: (user) => <DateText value={user.created_at} /> },
  {
    header: '詳細',
    cell: (user) => (
      <RouterAnchor to={userDetailPath(user)} aria-label={`${displayName(user)}（ID ${user.id}）の詳細`}>
        詳細
      </RouterAnchor>
    ),
  },
];

export function UserTable({ users }: { users: User[] }) {
  return <DataTable caption="ユーザーの一覧" columns={COLUMNS} rows={users} minWidth={800} highlightOnHover />;
}
