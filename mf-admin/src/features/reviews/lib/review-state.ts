import type { ReviewState } from '@hiroba/api-client';
import { REVIEW_STATES } from '@hiroba/contract/fields';
import { oneOf } from '../../../shared/lib/list-params';

/** The queue's state from the URL (?state=closed); open when absent or unknown. */
export const reviewStateFrom = (raw: string | null): ReviewState => oneOf(raw, REVIEW_STATES) ?? 'open';
