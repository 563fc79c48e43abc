// The SQL of expert records (expert_infos) and the history of their statuses
// (expert_status_changes). Rows leave as read; expert-records.ts shapes them for each caller.
import type { ExpertInfo, ExpertStatus, ExpertStatusChange } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import { limitClause } from '../db/page-clause';
import type { Paging } from '../lib/paging';

const COLUMNS =
  'ei.id, ei.user_id, ei.name, ei.profile_image, ei.title, ei.profile, ei.qualifications, ei.fields, ei.status, ei.created_at, ei.updated_at, ei.qualification_check';

export type ExpertRow = Omit<ExpertInfo, 'review' | 'next_statuses' | 'qualification_check'> & {
  qualification_check: string | null;
  review?: { status: ExpertStatus; reason: string | null; decided_at: string } | null;
};

/** A record's text and picture, as its columns are named: an application's, or an account an admin makes. */
export interface ExpertText {
  name: string;
  profile_image: string | null;
  title: string | null;
  profile: string | null;
  qualifications: string | null;
  fields: string | null;
  qualification_check: string | null;
}

/** The last admin decision (not the application itself), as one JSON value. */
const LAST_REVIEW = `(SELECT json_build_object('status', c.to_status, 'reason', c.reason, 'decided_at', c.created_at)
   FROM expert_status_changes c WHERE c.expert_info_id = ei.id AND c.changed_by IS NOT NULL
   ORDER BY c.created_at DESC, c.id DESC LIMIT 1) AS review`;

/** One record with its last decision. */
export function findExpert(db: Queryable, by: 'id' | 'user_id', value: number): Promise<ExpertRow | null> {
  return db.one<ExpertRow>(`SELECT ${COLUMNS}, ${LAST_REVIEW} FROM expert_infos ei WHERE ei.${by} = $1`, [value]);
}

/** The id of the person's record while it is approved, or null. */
export async function approvedExpertIdOf(db: Queryable, userId: number): Promise<number | null> {
  const row = await db.one<{ id: number }>("SELECT id FROM expert_infos WHERE user_id = $1 AND status = 'approved'", [userId]);
  return row?.id ?? null;
}

/** A page of records; `status` null: all of them, applications waiting for a decision first. */
export async function listExperts(db: Queryable, status: ExpertStatus | null, page: Paging): Promise<{ rows: ExpertRow[]; total: number }> {
  const params: unknown[] = [];
  const where = status === null ? '' : ` WHERE ei.status = $${params.push(status)}`;
  const counted = await db.one<{ total: number }>(`SELECT count(*)::int AS total FROM expert_infos ei${where}`, params);
  const order = status === null ? "ei.status = 'pending' DESC, ei.id" : 'ei.id';
  const rows = await db.query<ExpertRow>(`SELECT ${COLUMNS} FROM expert_infos ei${where} ORDER BY ${order}${limitClause(page, params)}`, params);
  return { rows, total: counted?.total ?? 0 };
}

/** How many records of live accounts have each status. */
export const countExpertsByStatus = (db: Queryable) =>
  db.query<{ status: ExpertStatus; n: number }>('SELECT status, count(*)::int AS n FROM expert_infos WHERE user_id IS NOT NULL GROUP BY status');

export const approvedExpertsForSitemap = (db: Queryable) => db.query<{ id: number; updated_at: string }>("SELECT id, updated_at FROM expert_infos WHERE status = 'approved' ORDER BY id");

/** Every change of status of one record, newest first, with who decided. */
export const statusHistoryOf = (db: Queryable, id: number) =>
  db.query<ExpertStatusChange>(
    `SELECT c.id, c.from_status, c.to_status, c.reason, c.created_at,
            CASE WHEN c.changed_by IS NULL THEN NULL ELSE json_build_object('id', c.changed_by, 'nickname', ui.nickname) END AS changed_by
       FROM expert_status_changes c LEFT JOIN user_informations ui ON ui.user_id = c.changed_by
      WHERE c.expert_info_id = $1 ORDER BY c.created_at DESC, c.id DESC`,
    [id],
  );

const textValues = (text: ExpertText) => [text.name, text.profile_image, text.title, text.profile, text.qualifications, text.fields, text.qualification_check];

/** A new record, pending (its status is then recorded by expert-status.ts). Answers its id. */
export async function insertExpert(tx: Queryable, userId: number, text: ExpertText): Promise<number> {
  const row = await tx.one<{ id: number }>(
    `INSERT INTO expert_infos (user_id, name, profile_image, title, profile, qualifications, fields, qualification_check, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending') RETURNING id`,
    [userId, ...textValues(text)],
  );
  return row!.id;
}

/** A rejected applicant's new application: every field replaced. */
export async function replaceApplication(tx: Queryable, id: number, text: ExpertText): Promise<void> {
  await tx.query(
    `UPDATE expert_infos SET name = $2, profile_image = $3, title = $4, profile = $5, qualifications = $6, fields = $7,
       qualification_check = $8, updated_at = now() WHERE id = $1`,
    [id, ...textValues(text)],
  );
}

/**
 * An edit of a record: a name given replaces the old one, the other text fields only where `given`
 * says so (null clears one), and the picture is always the one passed.
 */
export async function updateExpert(
  tx: Queryable,
  id: number,
  edit: { name: string | null; profileImage: string | null; given: Record<'title' | 'profile' | 'qualifications' | 'fields' | 'qualification_check', [boolean, string | null]> },
): Promise<void> {
  const { given } = edit;
  await tx.query(
    `UPDATE expert_infos SET
       name = COALESCE($2, name),
       title = CASE WHEN $3 THEN $4 ELSE title END,
       profile = CASE WHEN $5 THEN $6 ELSE profile END,
       qualifications = CASE WHEN $7 THEN $8 ELSE qualifications END,
       fields = CASE WHEN $9 THEN $10 ELSE fields END,
       qualification_check = CASE WHEN $11 THEN $12 ELSE qualification_check END,
       profile_image = $13, updated_at = now()
     WHERE id = $1`,
    [id, edit.name, ...given.title, ...given.profile, ...given.qualifications, ...given.fields, ...given.qualification_check, edit.profileImage],
  );
}

/** The record's status, and who decided it (null: the person's own application, which keeps the last review time). */
export async function setExpertStatus(tx: Queryable, id: number, status: ExpertStatus, by: number | null): Promise<void> {
  await tx.query(
    `UPDATE expert_infos SET status = $2, reviewed_by = $3, reviewed_at = CASE WHEN $3::integer IS NULL THEN reviewed_at ELSE now() END, updated_at = now()
      WHERE id = $1`,
    [id, status, by],
  );
}

export async function insertStatusChange(
  tx: Queryable,
  change: { expertInfoId: number; from: ExpertStatus | null; to: ExpertStatus; reason: string | null; by: number | null },
): Promise<void> {
  await tx.query('INSERT INTO expert_status_changes (expert_info_id, from_status, to_status, reason, changed_by) VALUES ($1, $2, $3, $4, $5)', [
    change.expertInfoId,
    change.from,
    change.to,
    change.reason,
    change.by,
  ]);
}
