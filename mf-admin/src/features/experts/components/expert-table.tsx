import type { ExpertInfo } from '@hiroba/api-client';
import { DateText, RouterAnchor, pagePath } from '@hiroba/shared-ui';
import { DataTable, type DataColumn } from '../../../shared/components/data-table';
import { ExpertStatusBadge } from '../../../shared/components/expert-status-badge';

const nameId = (expert: ExpertInfo) => `admin-expert-${expert.id}-name`;

const COLUMNS: DataColumn<ExpertInfo>[] = [
  { header: 'お名前', cell: (expert) => expert.name, cellProps: (expert) => ({ id: nameId(expert) }) },
  { header: '肩書き', cell: (expert) => expert.title || '—' },
  { header: '状態', cell: (expert) => <ExpertStatusBadge status={expert.status} /> },
  { header: '申し込み日', cell: (expert) => <DateText value={expert.created_at} /> },
  {
    header: '詳細',
    cell: (expert) => (
      <RouterAnchor to={pagePath('admin-expert-detail', { id: expert.id })} aria-describedby={nameId(expert)}>
        詳細
      </RouterAnchor>
    ),
  },
];

/** The experts and applications of one tab; 詳細 is described by the row's name. */
export function ExpertTable({ experts, caption }: { experts: ExpertInfo[]; caption: string }) {
  return <DataTable caption={caption} columns={COLUMNS} rows={experts} minWidth={720} highlightOnHover />;
}
