import type { QuestionSummary } from '@hiroba/api-client';
import { Link } from 'react-router-dom';
import { DateText, RouterAnchor, Text, authorProfilePath, displayName, pagePath, ANSWER_STATE_LABELS, RESOLVED_LABEL } from '@hiroba/shared-ui';
import '../components/link-chips.css';
import '../components/content-card.css';

export interface QuestionCardProps {
  question: QuestionSummary;
  /** false on the asker's own profile, where every card would name them again. */
  withAsker?: boolean;
}

/** One question in a list: the title links to it; the rest helps decide whether to open it. */
export function QuestionCard({ question, withAsker = true }: QuestionCardProps) {
  const asker = authorProfilePath(question.user);
  return (
    <article className="hiroba-card" aria-labelledby={`question-${question.id}-title`}>
      <h3 id={`question-${question.id}-title`}>
        <RouterAnchor to={pagePath('question-detail', { type: question.qa_type, id: question.id })}>{question.title}</RouterAnchor>
      </h3>
      <Text component="p">{question.excerpt}</Text>
      {/* A plain list, not a nav landmark: ten cards would otherwise add ten landmarks. */}
      {question.tags.length > 0 && (
        <ul className="hiroba-chips" aria-label="タグ">
          {question.tags.map((t) => (
            <li key={t.id}>
              <Link className="hiroba-chip" to={pagePath('question-search', { search: t.title })}>
                {t.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ul className="hiroba-card-meta">
        {question.resolved && (
          <li>
            <span className="hiroba-answer-state hiroba-resolved">{RESOLVED_LABEL}</span>
          </li>
        )}
        <li>
          <span className="hiroba-answer-state">{ANSWER_STATE_LABELS[question.answer_state]}</span>
        </li>
        {question.category && <li>カテゴリー：{question.category.title}</li>}
        {withAsker && <li>質問者：{asker ? <RouterAnchor to={asker}>{displayName(question.user)}</RouterAnchor> : displayName(question.user)}</li>}
        <li>
          <DateText value={question.created_at} />
        </li>
        <li>いいね {question.like_counts}</li>
        <li>コメント {question.comment_counts}</li>
      </ul>
    </article>
  );
}
