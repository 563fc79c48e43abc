import { NotFoundPage } from '@hiroba/shared-ui';

// No column can be read before the column calls arrive, so every column address is honestly not found.
export default function ColumnDetailPage() {
  return <NotFoundPage />;
}
