import type { MyComment } from '@hiroba/api-client';
import { itemPath } from '@hiroba/contract/items';
import { DateText, RouterAnchor, Text } from '@hiroba/shared-ui';
import '../../../shared/components/content-card.css';

/** How much of an answer a profile shows: enough to recognise it; the question's page has the rest. */
const EXCERPT_LENGTH = 120;

function excerptOf(body: string): string {
  const chars = Array.from(body.replace(/\s+/g, ' ').trim());
  return chars.length > EXCERPT_LENGTH ? `${chars.slice(0, EXCERPT_LENGTH).join('')}…` : chars.join('');
}

/** One answer or comment on a profile: the question it answers (a link to the answer on its page), the start of the text, when. */
export function AnswerCard({ comment }: { comment: MyComment }) {
  const { question } = comment;
  const titleId = `answer-${comment.id}-title`;
  return (
    <article className="hiroba-card" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {question ? (
          <RouterAnchor to={itemPath({ kind: 'comment', id: comment.id, question: { id: question.id, qa_type: question.qa_type } })}>
            「{question.title}」への回答
          </RouterAnchor>
        ) : (
          '削除された質問への回答'
        )}
      </h3>
      <Text component="p">{excerptOf(comment.body)}</Text>
      <ul className="hiroba-card-meta">
        {comment.is_expert_answer && (
          <li>
            <span className="hiroba-answer-state">専門家の回答</span>
          </li>
        )}
        <li>
          <DateText value={comment.created_at} />
        </li>
        <li>いいね {comment.like_counts}</li>
        <li>返信 {comment.comment_replies.length}件</li>
      </ul>
    </article>
  );
}

/** Answers as a list, so a screen reader says how many there are. */
export function AnswerList({ comments }: { comments: MyComment[] }) {
  return (
    <ul className="hiroba-card-list">
      {comments.map((c) => (
        <li key={c.id}>
          <AnswerCard comment={c} />
        </li>
      ))}
    </ul>
  );
}
