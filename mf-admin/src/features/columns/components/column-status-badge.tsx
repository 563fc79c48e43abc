import type { ColumnStatus } from '@hiroba/api-client';
import { COLUMN_STATUS_LABELS } from '@hiroba/contract/fields';
import { Badge } from '@hiroba/shared-ui';

// Filled badges with dark text on light colours keep 7:1 contrast in the dark scheme.
const COLORS: Record<ColumnStatus, string> = { published: 'green.2', scheduled: 'yellow.2', draft: 'gray.3' };

export function ColumnStatusBadge({ status }: { status: ColumnStatus }) {
  return (
    <Badge variant="filled" color={COLORS[status]} c="dark.9" radius="sm" size="lg">
      {COLUMN_STATUS_LABELS[status]}
    </Badge>
  );
}
