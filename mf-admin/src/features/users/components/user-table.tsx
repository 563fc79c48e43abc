import type { User } from '@hiroba/api-client';
import { DateText, RouterAnchor, Table, VisuallyHidden, displayName, pagePath } from '@hiroba/shared-ui';
import { RoleBadge } from '../../../shared/components/role-badge';

export function UserTable({ users }: { users: User[] }) {
  return (
    <div className="admin-table-scroll">
      <Table striped highlightOnHover verticalSpacing="sm" miw={720}>
        <caption>
          <VisuallyHidden component="span">ユーザーの一覧</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">ID</Table.Th>
            <Table.Th scope="col">ニックネーム</Table.Th>
            <Table.Th scope="col">メールアドレス</Table.Th>
            <Table.Th scope="col">役割</Table.Th>
            <Table.Th scope="col">登録日</Table.Th>
            <Table.Th scope="col">詳細</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>{user.id}</Table.Td>
              <Table.Td>{displayName(user)}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>
                <RoleBadge role={user.role} />
              </Table.Td>
              <Table.Td>
                <DateText value={user.created_at} />
              </Table.Td>
              <Table.Td>
                <RouterAnchor to={pagePath('admin-user-detail', { kind: user.role === 'expert' ? 'expert' : 'paid_member', id: user.id })} aria-label={`${displayName(user)}（ID ${user.id}）の詳細`}>
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
