// 解決済み beside a question's title (its page, a person's own lists): the asker chose a best answer.
import { RESOLVED_LABEL } from '@hiroba/contract/fields';
import { Badge } from '@mantine/core';

export function ResolvedBadge({ resolved }: { resolved: boolean }) {
  return resolved ? <Badge variant="filled">{RESOLVED_LABEL}</Badge> : null;
}
