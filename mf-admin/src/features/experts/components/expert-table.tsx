import type { ExpertInfo } from '@hiroba/api-client';
import { DateText, RouterAnchor, Table, VisuallyHidden, pagePath } from '@hiroba/shared-ui';
import { ExpertStatusBadge } from '../../../shared/components/expert-status-badge';

const nameId = (expert: ExpertInfo) => `admin-expert-${expert.id}-name`;

/** The experts and applications of one tab; 詳細 is described by the row's name. */
export function ExpertTable({ experts, caption }: { experts: ExpertInfo[]; caption: string }) {
  return (
    <div className="admin-table-scroll">
      <Table striped highlightOnHover verticalSpacing="sm" miw={720}>
        <caption>
          <VisuallyHidden component="span">{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">お名前</Table.Th>
            <Table.Th scope="col">肩書き</Table.Th>
            <Table.Th scope="col">状態</Table.Th>
            <Table.Th scope="col">申し込み日</Table.Th>
            <Table.Th scope="col">詳細</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {experts.map((expert) => (
            <Table.Tr key={expert.id}>
              <Table.Td id={nameId(expert)}>{expert.name}</Table.Td>
              <Table.Td>{expert.title || '—'}</Table.Td>
              <Table.Td>
                <ExpertStatusBadge status={expert.status} />
              </Table.Td>
              <Table.Td>
                <DateText value={expert.created_at} />
              </Table.Td>
              <Table.Td>
                <RouterAnchor to={pagePath('admin-expert-detail', { id: expert.id })} aria-describedby={nameId(expert)}>
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
