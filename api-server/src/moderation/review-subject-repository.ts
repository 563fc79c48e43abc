// What the review queue shows of each subject: its text whole, its author and where it is shown. One
// statement per kind for a page of reviews.
import type { ModerationState, ReviewSubjectKind } from '@hiroba/contract';
import type { Queryable } from '../db/database';

/** A subject as read; `place` locates an item's page (contract/src/items.ts itemPath). */
export interface SubjectRow {
  id: number;
  title: string | null;
  text: string | null;
  author_id: number | null;
  author_nickname: string | null;
  author_email: string | null;
  moderation: ModerationState | null;
  deleted: boolean;
  /** The question whose page shows it (a question's own; a comment's or reply's). */
  question_id: number | null;
  question_is_expert: boolean | null;
  /** A removal request's URL. */
  url: string | null;
}

// Aliases of their own: the profile statement's ui and u must not be shadowed.
const AUTHOR = (idSql: string) => `
  (SELECT a_ui.nickname FROM user_informations a_ui WHERE a_ui.user_id = ${idSql}) AS author_nickname,
  (SELECT a_u.email FROM users a_u WHERE a_u.id = ${idSql} AND a_u.withdrawn_at IS NULL) AS author_email`;

const SUBJECT_SQL: Record<ReviewSubjectKind, string> = {
  question: `SELECT q.id, q.title, q.body AS text, q.user_id AS author_id, ${AUTHOR('q.user_id')}, q.moderation, q.deleted_at IS NOT NULL AS deleted,
                    q.id AS question_id, q.is_expert_question AS question_is_expert, NULL AS url
               FROM questions q WHERE q.id = ANY($1::int[])`,
  comment: `SELECT c.id, NULL AS title, c.body AS text, c.user_id AS author_id, ${AUTHOR('c.user_id')}, c.moderation, c.deleted_at IS NOT NULL AS deleted,
                   q.id AS question_id, q.is_expert_question AS question_is_expert, NULL AS url
              FROM comments c JOIN questions q ON q.id = c.question_id WHERE c.id = ANY($1::int[])`,
  reply: `SELECT r.id, NULL AS title, r.body AS text, r.user_id AS author_id, ${AUTHOR('r.user_id')}, r.moderation, r.deleted_at IS NOT NULL AS deleted,
                 q.id AS question_id, q.is_expert_question AS question_is_expert, NULL AS url
            FROM replies r JOIN comments c ON c.id = r.comment_id JOIN questions q ON q.id = c.question_id WHERE r.id = ANY($1::int[])`,
  profile: `SELECT ui.user_id AS id, NULL AS title, ui.nickname AS text, ui.user_id AS author_id, ${AUTHOR('ui.user_id')}, ui.moderation,
                   u.withdrawn_at IS NOT NULL AS deleted, NULL::int AS question_id, NULL::boolean AS question_is_expert, NULL AS url
              FROM user_informations ui JOIN users u ON u.id = ui.user_id WHERE ui.user_id = ANY($1::int[])`,
  contact: `SELECT ct.id, ct.subject AS title, ct.body AS text, ct.user_id AS author_id, ${AUTHOR('ct.user_id')}, NULL AS moderation, false AS deleted,
                   NULL::int AS question_id, NULL::boolean AS question_is_expert, ct.url
              FROM contacts ct WHERE ct.id = ANY($1::int[])`,
};

/** The subjects of these reviews, by kind and id (`${kind}:${id}`). */
export async function findSubjects(db: Queryable, refs: { kind: ReviewSubjectKind; id: number }[]): Promise<Map<string, SubjectRow>> {
  const byKind = new Map<ReviewSubjectKind, number[]>();
  for (const ref of refs) byKind.set(ref.kind, [...(byKind.get(ref.kind) ?? []), ref.id]);
  const found = new Map<string, SubjectRow>();
  for (const [kind, ids] of byKind) {
    for (const row of await db.query<SubjectRow>(SUBJECT_SQL[kind], [ids])) found.set(`${kind}:${row.id}`, row);
  }
  return found;
}
