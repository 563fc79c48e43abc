// Comments (answers) and their replies: who may post (any member; an approved expert's comment is
// their expert answer), moderation by admins (audited), and the question's counts moving with them.
import { audit } from '../admin/audit-log-repository';
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { approvedExpertIdOf } from '../experts/expert-repository';
import { badRequest, notFound } from '../lib/http-errors';
import { pageMeta, paging, type PageRequest } from '../lib/paging';
import type { Moderation } from '../moderation/moderation';
import type { Notifier } from '../notifications/notification-events';
import type { Verdict } from '../moderation/screening';
import { asSeenBy } from '../moderation/visibility';
import { mayModerate, type Actor } from '../policy/rules';
import { requirePostingConsent } from '../users/posting-consent';
import {
  countNewAnswer,
  findComment,
  findMyComments,
  findQuestionComments,
  findReplies,
  findReply,
  questionOfComment,
  findUserComments,
  insertComment,
  insertReply,
  isLiveComment,
  recountQuestionAnswers,
  removeComment,
  removeReply,
  type CommentRow,
  type ReplyRow,
} from './comment-repository';
import { isLiveQuestion } from './question-repository';
import { QUESTION_NOT_FOUND } from './question-service';

export const COMMENT_NOT_FOUND = 'コメントが見つかりませんでした。削除された可能性があります。';
const REPLY_NOT_FOUND = '返信が見つかりませんでした。削除された可能性があります。';

function trimmedBody(body: string): string {
  const text = body.trim();
  if (!text) throw badRequest('body', '本文を入力してください。');
  return text;
}

export type CommentService = ReturnType<typeof createCommentService>;

export function createCommentService({ db, events, moderation, notifier }: { db: Database; events: DomainEvents; moderation: Moderation; notifier: Notifier }) {
  /**
   * A comment or reply as this caller sees it (moderation/visibility.ts: null when it is held from
   * them); admins may remove any, and the flags say so to the page.
   */
  const withReply = (reply: ReplyRow, actor: Actor | null) => {
    const seen = asSeenBy(reply, actor, ['body']);
    return seen && { ...seen, can_delete: mayModerate(actor) };
  };
  const withComment = <T extends CommentRow>(comment: T, actor: Actor | null) => {
    const seen = asSeenBy(comment, actor, ['body']);
    return (
      seen && {
        ...seen,
        can_delete: mayModerate(actor),
        comment_replies: comment.comment_replies.map((r) => withReply(r, actor)).filter((r) => r !== null),
      }
    );
  };
  const seenComments = <T extends CommentRow>(rows: T[], actor: Actor | null) => rows.map((c) => withComment(c, actor)).filter((c) => c !== null);
  const screen = (body: string) => moderation.screen([{ field: 'body', text: body }], { publicPost: true });
  const withCrisisHelp = <T>(item: T, verdict: Verdict) => (verdict.crisis ? { ...item, crisis_help: true as const } : item);
  const questionChanged = (id: number) => events.publish({ type: 'content.changed', kind: 'question', id });

  return {
    /** Expert answers first, then members' comments oldest first, each with its replies. */
    async byQuestion(questionId: number, actor: Actor | null) {
      if (!(await isLiveQuestion(db, questionId))) throw notFound(QUESTION_NOT_FOUND);
      return seenComments(await findQuestionComments(db, questionId, actor?.id ?? null), actor);
    },

    async mine(query: PageRequest, actor: Actor) {
      const p = paging(query);
      const { data, total } = await findMyComments(db, actor.id, p);
      return { data: seenComments(data, actor), meta: pageMeta(p, total) };
    },

    /** A person's comments for their public profile: an unknown or withdrawn person has none. */
    async byUser(userId: number, query: PageRequest, actor: Actor | null) {
      const p = paging(query);
      const { data, total } = await findUserComments(db, userId, p, actor?.id ?? null);
      return { data: seenComments(data, actor), meta: pageMeta(p, total) };
    },

    async create(input: { question_id: number; body: string }, actor: Actor) {
      const body = trimmedBody(input.body);
      await requirePostingConsent(db, actor);
      // An approved expert's comment is their expert answer.
      const expertInfoId = actor.role === 'expert' ? await approvedExpertIdOf(db, actor.id) : null;
      const verdict = await screen(body);
      const id = await db.transaction(async (tx) => {
        // The question first: its row lock orders concurrent answers, and a missing question stops here.
        if (!(await countNewAnswer(tx, input.question_id, expertInfoId !== null))) throw notFound(QUESTION_NOT_FOUND);
        const created = await insertComment(tx, { questionId: input.question_id, body, userId: actor.id, expertInfoId });
        await moderation.record(tx, { kind: 'comment', id: created }, verdict);
        await notifier.notify({ type: 'comment.created', commentId: created }, tx);
        return created;
      });
      questionChanged(input.question_id);
      const created = await findComment(db, id, actor.id);
      // The author sees their own comment whatever its state.
      return withCrisisHelp(withComment(created!, actor)!, verdict);
    },

    /** Moderation: the comment goes from every list, the question's counts follow, the removal is recorded. */
    async remove(id: number, actor: Actor) {
      const questionId = await db.transaction(async (tx) => {
        const removed = await removeComment(tx, id, actor.id);
        if (!removed) throw notFound(COMMENT_NOT_FOUND);
        await recountQuestionAnswers(tx, removed.question_id);
        await audit(tx, actor.id, 'comment.remove', { type: 'comment', id }, { question_id: removed.question_id, author_user_id: removed.user_id });
        return removed.question_id;
      });
      questionChanged(questionId);
    },

    async replies(commentId: number, actor: Actor | null) {
      if (!(await isLiveComment(db, commentId))) throw notFound(COMMENT_NOT_FOUND);
      return (await findReplies(db, commentId)).map((r) => withReply(r, actor)).filter((r) => r !== null);
    },

    async reply(input: { comment_id: number; body: string }, actor: Actor) {
      const body = trimmedBody(input.body);
      await requirePostingConsent(db, actor);
      const verdict = await screen(body);
      const reply = await db.transaction(async (tx) => {
        const created = await insertReply(tx, input.comment_id, body, actor.id);
        if (!created) throw notFound(COMMENT_NOT_FOUND);
        await moderation.record(tx, { kind: 'reply', id: created.id }, verdict);
        await notifier.notify({ type: 'reply.created', replyId: created.id }, tx);
        // Read back: screening may have held it.
        return (await findReply(tx, created.id))!;
      });
      const questionId = await questionOfComment(db, input.comment_id);
      if (questionId !== null) questionChanged(questionId);
      return withCrisisHelp(withReply(reply, actor)!, verdict);
    },

    async removeReply(id: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const removed = await removeReply(tx, id, actor.id);
        if (!removed) throw notFound(REPLY_NOT_FOUND);
        await audit(tx, actor.id, 'reply.remove', { type: 'reply', id }, { comment_id: removed.comment_id, author_user_id: removed.user_id });
      });
    },
  };
}
