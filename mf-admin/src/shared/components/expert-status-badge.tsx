import type { ExpertStatus } from '@hiroba/api-client';
import { EXPERT_STATUS_LABELS } from '@hiroba/contract/fields';
import { Badge } from '@hiroba/shared-ui';

// Light fills with near-black text: over 7:1 in the dark scheme, and the word carries the meaning.
const COLORS: Record<ExpertStatus, string> = { pending: 'yellow.3', approved: 'green.2', rejected: 'gray.3', suspended: 'red.2' };

/** 審査中 / 承認済み / 非承認 / 停止中, the same words the expert sees on their own page. */
export function ExpertStatusBadge({ status }: { status: ExpertStatus }) {
  return (
    <Badge variant="filled" color={COLORS[status]} c="dark.9" radius="sm" size="lg">
      {EXPERT_STATUS_LABELS[status]}
    </Badge>
  );
}
