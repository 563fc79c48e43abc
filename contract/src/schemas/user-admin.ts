// What the admin's user pages ask about one person: their activity and the admin actions about them
// (GET users/{id}/activity), and the account's suspension (POST users/{id}/suspend, /restore).
import { Type } from 'typebox';
import { LIMITS } from '../fields';
import { AuditEntrySchema } from './admin';
import { CanonicalTypeSchema } from './questions';
import { DateTime, StrictObject } from './common';

/** A question or comment of the person, with what the admin page links to. */
const QuestionRefSchema = Type.Object({ id: Type.Integer(), title: Type.String(), qa_type: CanonicalTypeSchema });

/** GET /api/v1/users/{id}/activity (admins): counts, recent posts, the admin actions and what may be done. */
export const UserActivitySchema = Type.Object({
  user_id: Type.Integer(),
  counts: Type.Object({
    /** Live questions they asked. */
    questions: Type.Integer(),
    /** Live comments (answers) they wrote; replies are not counted. */
    comments: Type.Integer(),
    /** Likes they gave to questions and comments. */
    likes: Type.Integer(),
    /** Questions and columns they keep as favorites. */
    favorites: Type.Integer(),
  }),
  /** Their newest live questions (at most 5). */
  recent_questions: Type.Array(Type.Interface([QuestionRefSchema], { created_at: DateTime })),
  /** Their newest live comments on live questions (at most 5), each with its question. */
  recent_comments: Type.Array(Type.Object({ id: Type.Integer(), excerpt: Type.String(), question: QuestionRefSchema, created_at: DateTime })),
  /**
   * Admin actions about the person (at most 50, newest first): on the account, their profile, their
   * expert record or one of their posts; entries as the audit log sends them.
   */
  audit_logs: Type.Array(AuditEntrySchema),
  /** What the calling admin may do to the account now (policy/rules.ts). */
  capabilities: Type.Object({
    can_suspend: Type.Boolean(),
    can_restore: Type.Boolean(),
    /** 退会させる (DELETE users/{id}): not for admin accounts. */
    can_withdraw: Type.Boolean(),
  }),
});

/** POST /api/v1/users/{id}/suspend: the reason is kept with the account and in the audit record. */
export const SuspendBodySchema = StrictObject({ reason: Type.String({ minLength: 1, maxLength: LIMITS.suspension.reason }) });
