// The status shown by /admin/experts, kept in the URL (?status=pending). No status: every record,
// applications waiting for a decision first (the server's order for 'all').
import type { ExpertStatus, ExpertStatusCounts } from '@hiroba/api-client';
import { EXPERT_STATUSES, EXPERT_STATUS_LABELS } from '@hiroba/contract/fields';
import { oneOf } from '../../../shared/lib/list-params';

export type ExpertFilter = ExpertStatus | 'all';

export const expertFilterFrom = (raw: string | null): ExpertFilter => oneOf(raw, EXPERT_STATUSES) ?? 'all';

/** The tabs in order: the statuses as the contract lists them (審査中 first), then すべて. */
export const EXPERT_FILTERS: readonly ExpertFilter[] = [...EXPERT_STATUSES, 'all'];

export const filterLabel = (filter: ExpertFilter): string => (filter === 'all' ? 'すべて' : EXPERT_STATUS_LABELS[filter]);

/** How many records a tab holds (すべて: the sum), or undefined while the counts load. */
export function filterCount(filter: ExpertFilter, counts: ExpertStatusCounts | undefined): number | undefined {
  if (!counts) return undefined;
  return filter === 'all' ? EXPERT_STATUSES.reduce((sum, s) => sum + counts[s], 0) : counts[filter];
}
