import type { ExpertStatus } from '@hiroba/api-client';
import { Badge, Group, Text } from '@hiroba/shared-ui';
import { EXPERT_STATUS_LABELS } from '@hiroba/contract/fields';
import { EXPERT_STATUS_COLORS } from './expert-status';

/** 審査の状況 with the status as a badge (the operator changes it; the expert only sees it). */
export function ExpertStatusLine({ status }: { status: ExpertStatus }) {
  return (
    <Group gap="xs">
      <Text>審査の状況：</Text>
      <Badge color={EXPERT_STATUS_COLORS[status]} variant="light" size="lg">
        {EXPERT_STATUS_LABELS[status]}
      </Badge>
    </Group>
  );
}
