import type { User } from '@hiroba/api-client';
import { DateText, RouterAnchor, Table, VisuallyHidden, displayName } from '@hiroba/shared-ui';
import { RoleBadge } from '../../../shared/components/role-badge';
import { userDetailPath } from '../lib/user-kind';
import { AccountStateBadge } from './account-state-badge';

export function UserTable({ users }: { users: User[] }) {
  return (
    <div className="admin-table-scroll">
      <Table striped highlightOnHover verticalSpacing="sm" miw={800}>
        <caption>
          <VisuallyHidden component="span">ユーザーの一覧</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">ID</Table.Th>
            <Table.Th scope="col">ニックネーム</Table.Th>
            <Table.Th scope="col">メールアドレス</Table.Th>
            <Table.Th scope="col">役割</Table.Th>
            <Table.Th scope="col">状態</Table.Th>
            <Table.Th scope="col">登録日</Table.Th>
            <Table.Th scope="col">詳細</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>{user.id}</Table.Td>
              <Table.Td>{displayName(user)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
              <Table.Td>
                <RoleBadge role={user.role} />
              </Table.Td>
              <Table.Td>
                <AccountStateBadge user={user} />
              </Table.Td>
              <Table.Td>
                <DateText value={user.created_at} />
              </Table.Td>
              <Table.Td>
                <RouterAnchor to={userDetailPath(user)} aria-label={`${displayName(user)}（ID ${user.id}）の詳細`}>
                  詳細
                </RouterAnchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
