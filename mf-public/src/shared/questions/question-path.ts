import type { QuestionSummary } from '@hiroba/api-client';

/** A question's canonical address: the server decides its segment (qa_type), never the page. */
export const questionPath = (q: Pick<QuestionSummary, 'id' | 'qa_type'>) =>
  `/question-and-answer/${encodeURIComponent(q.qa_type)}/${q.id}`;
