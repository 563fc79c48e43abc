// Expert records shaped for the caller: everyone gets the public profile; the person themself and
// admins also get how the qualification is confirmed and the last decision with its reason; admins
// also get the statuses the record may change to.
import { EXPERT_STATUS_CHANGES, type ExpertInfo } from '@hiroba/contract';
import { mayChangeExpertStatus, maySeeExpertReview, type Actor } from '../policy/rules';
import type { ExpertRow } from './expert-repository';

/** The record as this caller may see it. */
export function presentExpert(row: ExpertRow, actor: Actor | null): ExpertInfo {
  const { qualification_check: check, review, ...open } = row;
  if (!maySeeExpertReview(actor, row)) return open;
  return {
    ...open,
    qualification_check: check,
    ...(review !== undefined && { review }),
    ...(actor !== null && mayChangeExpertStatus(actor) && { next_statuses: [...EXPERT_STATUS_CHANGES[row.status]] }),
  };
}

/** Blank optional text is stored as NULL. */
export const blankToNull = (value: string | null | undefined) => (value == null ? value : value.trim() || null);
