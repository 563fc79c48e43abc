// 解決済み beside a question's title (its page, a person's own lists): the asker chose a best answer.
// The words are passed on too: the remotes' question cards and list filters take them from here, as
// they take the answer states, because the shell's copy of shared-ui is already in a first visit and
// the contract's fields module would be one more file there (5 KiB as sent on /question-and-answer).
import { RESOLVED_FILTERS, RESOLVED_FILTER_LABELS, RESOLVED_LABEL, type ResolvedFilter } from '@hiroba/contract/fields';
import { Badge } from '@mantine/core';

export { RESOLVED_FILTERS, RESOLVED_FILTER_LABELS, RESOLVED_LABEL, type ResolvedFilter };

export function ResolvedBadge({ resolved }: { resolved: boolean }) {
  return resolved ? <Badge variant="filled">{RESOLVED_LABEL}</Badge> : null;
}
