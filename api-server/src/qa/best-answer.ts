// ベストアンサー: the asker (or an admin, audited) chooses one live, public answer or comment of their
// question, with an optional お礼 shown under it; choosing again replaces the choice. Which choice
// counts once its comment is removed or hidden is best-answer-sql.ts's rule.
import { audit } from '../admin/audit-log-repository';
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-errors';
import type { Moderation } from '../moderation/moderation';
import type { Verdict } from '../moderation/screening';
import type { Notifier } from '../notifications/notification-events';
import { mayChooseBestAnswer, type Actor } from '../policy/rules';
import { chooseBestComment, findCandidateComment } from './best-answer-repository';
import { findStoredQuestion } from './question-repository';

const NOT_THIS_QUESTION = 'この質問への回答・コメントから選んでください。';
const NOT_PUBLIC = '非表示または確認中の回答・コメントは、ベストアンサーに選べません。';
const THANKS_HELD =
  'お礼に、個人情報かもしれない内容や確認が必要な言葉が含まれています。お礼はそのまま公開されるため、表現を変えてから送ってください。';

export interface BestAnswerInput {
  comment_id: number;
  thanks?: string;
}

export function createBestAnswerChoice({
  db,
  events,
  moderation,
  notifier,
  questionNotFound,
}: {
  db: Database;
  events: DomainEvents;
  moderation: Moderation;
  notifier: Notifier;
  questionNotFound: string;
}) {
  /** Answers the お礼's screening: one that shows its writer may be in danger asks for the help lines. */
  return async function choose(questionId: number, input: BestAnswerInput, actor: Actor): Promise<Verdict> {
    const question = await findStoredQuestion(db, questionId);
    if (!question) throw notFound(questionNotFound);
    if (!mayChooseBestAnswer(actor, question)) throw forbidden('ベストアンサーを選べるのは、質問した方だけです。');
    const comment = await findCandidateComment(db, input.comment_id);
    if (!comment || comment.question_id !== question.id) throw badRequest('comment_id', NOT_THIS_QUESTION);
    if (comment.moderation !== 'visible') throw conflict('comment_id', NOT_PUBLIC);

    const thanks = input.thanks?.trim() || null;
    // The お礼 is shown to everyone under the answer and has no review of its own: what screening
    // would hold is refused instead (crisis words alone never are).
    const verdict = await moderation.screen([{ field: 'thanks', text: thanks }], { publicPost: true });
    if (verdict.hold) throw badRequest('thanks', THANKS_HELD);

    await db.transaction(async (tx) => {
      const written = await chooseBestComment(tx, question.id, comment.id, thanks);
      // Removed or hidden after the checks above.
      if (!written) throw conflict('comment_id', NOT_PUBLIC);
      if (question.user_id !== actor.id) {
        await audit(tx, actor.id, 'question.choose_best_answer', { type: 'question', id: question.id }, { comment_id: comment.id, author_user_id: question.user_id });
      }
      // Its author hears of it once: changing only the お礼 tells no one again.
      if (written.previous !== comment.id) await notifier.notify({ type: 'best_answer.chosen', questionId: question.id, commentId: comment.id }, tx);
    });
    events.publish({ type: 'content.changed', kind: 'question', id: question.id });
    return verdict;
  };
}
