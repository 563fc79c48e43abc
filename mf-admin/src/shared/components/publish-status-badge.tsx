import type { PublishStatus } from '@hiroba/api-client';
import { Badge } from '@hiroba/shared-ui';
import { PUBLISH_STATUS_LABEL } from '../lib/labels';

// Filled badges with dark text on light green / light grey keep 7:1 contrast in the dark scheme.
export function PublishStatusBadge({ status }: { status: PublishStatus }) {
  return (
    <Badge
      variant="filled"
      color={status === 'published' ? 'green.2' : 'gray.3'}
      c="dark.9"
      radius="sm"
      size="lg"
    >
      {PUBLISH_STATUS_LABEL[status]}
    </Badge>
  );
}
