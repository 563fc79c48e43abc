import { api, type SimilarQuestion } from '@hiroba/api-client';
import { ANSWER_STATE_LABELS, RESOLVED_LABEL, RouterAnchor, Title, pagePath, usePageData } from '@hiroba/shared-ui';
import '../../../shared/components/content-card.css';

const stateOf = (q: SimilarQuestion) => (q.resolved ? RESOLVED_LABEL : ANSWER_STATE_LABELS[q.answer_state]);

/**
 * 関連する質問: up to five questions like this one (docs/search.md#similar-and-related-questions), drawn
 * on the server with the page. Nothing is shown when there are none or they could not be loaded: the
 * page is about the question, this is only a way on.
 */
export function RelatedQuestions({ questionId }: { questionId: number }) {
  const { data } = usePageData((signal) => api.questions.related(questionId, { signal }), [questionId]);
  if (!data?.length) return null;
  return (
    <section aria-labelledby="related-questions" className="hiroba-related">
      <Title order={2} id="related-questions" size="h3" mt="xl" mb="sm">
        関連する質問
      </Title>
      <ul className="hiroba-card-list">
        {data.map((q) => (
          <li key={q.id}>
            <RouterAnchor to={pagePath('question-detail', { type: q.qa_type, id: q.id })}>{q.title}</RouterAnchor>
            <span className="hiroba-answer-state" style={{ marginInlineStart: '0.5rem' }}>
              {stateOf(q)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
