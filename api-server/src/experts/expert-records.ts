// Reading expert records and shaping them for the caller: everyone gets the public profile; the
// person themself and admins also get how the qualification is confirmed and the last decision
// with its reason; admins also get the statuses the record may change to.
import { EXPERT_STATUS_CHANGES, type ExpertInfo, type ExpertStatus } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import { mayChangeExpertStatus, maySeeExpertReview, type Actor } from '../policy/rules';

export const EXPERT_COLUMNS =
  'ei.id, ei.user_id, ei.name, ei.profile_image, ei.title, ei.profile, ei.qualifications, ei.fields, ei.status, ei.created_at, ei.updated_at, ei.qualification_check';

export type ExpertRow = Omit<ExpertInfo, 'review' | 'next_statuses' | 'qualification_check'> & {
  qualification_check: string | null;
  review?: { status: ExpertStatus; reason: string | null; decided_at: string } | null;
};

/** The last admin decision (not the application itself), as one JSON value. */
const LAST_REVIEW = `(SELECT json_build_object('status', c.to_status, 'reason', c.reason, 'decided_at', c.created_at)
   FROM expert_status_changes c WHERE c.expert_info_id = ei.id AND c.changed_by IS NOT NULL
   ORDER BY c.created_at DESC, c.id DESC LIMIT 1) AS review`;

export function findExpert(db: Queryable, by: 'id' | 'user_id', value: number): Promise<ExpertRow | null> {
  return db.one<ExpertRow>(`SELECT ${EXPERT_COLUMNS}, ${LAST_REVIEW} FROM expert_infos ei WHERE ei.${by} = $1`, [value]);
}

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
