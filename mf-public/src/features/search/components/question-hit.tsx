import type { QuestionHit as Hit } from '@hiroba/api-client';
import { ANSWER_STATE_LABELS, DateText, RESOLVED_LABEL, RouterAnchor, pagePath } from '@hiroba/shared-ui';
import { MarkedText } from '../../../shared/search/marked-text';
import { Passage } from '../../../shared/search/passage';
import '../../../shared/components/content-card.css';

/** A question the search found: its title and the passage where the words are, marked; its state. */
export function QuestionHit({ hit }: { hit: Hit }) {
  return (
    <article className="hiroba-card" aria-labelledby={`hit-question-${hit.id}`}>
      <h3 id={`hit-question-${hit.id}`}>
        <RouterAnchor to={pagePath('question-detail', { type: hit.qa_type, id: hit.id })}>
          <MarkedText text={hit.title} />
        </RouterAnchor>
      </h3>
      <Passage passage={hit.passage} />
      <ul className="hiroba-card-meta">
        {hit.resolved && (
          <li>
            <span className="hiroba-answer-state hiroba-resolved">{RESOLVED_LABEL}</span>
          </li>
        )}
        <li>
          <span className="hiroba-answer-state">{ANSWER_STATE_LABELS[hit.answer_state]}</span>
        </li>
        {hit.category && <li>カテゴリー：{hit.category.title}</li>}
        <li>
          <DateText value={hit.created_at} />
        </li>
        <li>回答 {hit.comment_counts}</li>
      </ul>
    </article>
  );
}
