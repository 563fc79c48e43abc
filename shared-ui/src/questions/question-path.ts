// A question's canonical page (types.ts: qa_type is its URL segment; the server decides it, never
// the page). Remotes link to mf_public's page by this URL.
import type { QuestionSummary } from '@hiroba/api-client';

export function questionPath(question: Pick<QuestionSummary, 'id' | 'qa_type'>): string {
  return `/question-and-answer/${encodeURIComponent(question.qa_type)}/${question.id}`;
}
