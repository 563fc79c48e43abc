// (Copied from mf-member: remotes may not import each other.)
// A question's canonical page (types.ts: qa_type is its URL segment). Links to mf_public's page by
// URL: remotes never import each other.
import type { QuestionSummary } from '@hiroba/api-client';

export function questionPath(question: Pick<QuestionSummary, 'id' | 'qa_type'>): string {
  return `/question-and-answer/${encodeURIComponent(question.qa_type)}/${question.id}`;
}
