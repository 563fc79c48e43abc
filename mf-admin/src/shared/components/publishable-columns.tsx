import type { PublishStatus } from '@hiroba/api-client';
import { DateText } from '@hiroba/shared-ui';
import type { AdminColumn } from './admin-table';
import { PublishStatusBadge } from './publish-status-badge';

type Publishable = { title: string; status: PublishStatus; updated_at: string };

// The columns every publishable record shows; a section adds its own around them.
export const titleColumn: AdminColumn<Publishable> = { header: 'タイトル', cell: (row) => row.title, names: true };
export const statusColumn: AdminColumn<Publishable> = { header: '状態', cell: (row) => <PublishStatusBadge status={row.status} /> };
export const updatedColumn: AdminColumn<Publishable> = { header: '更新日', cell: (row) => <DateText value={row.updated_at} /> };
