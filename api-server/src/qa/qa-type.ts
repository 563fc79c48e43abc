// The fixed Q&A views of /question-and-answer/{type} (docs/product.md#questions-and-the-qa-views): 専門家 =
// has an expert's answer or is addressed to an expert (the stored is_expert_question); 一般 = the others;
// 未回答 = no comment yet. A question's canonical URL uses 専門家 or 一般, since 未回答 is a passing state (an
// unanswered question addressed to an expert is in both lists).
import type { CanonicalQuestionType, QuestionType } from '@hiroba/contract';

export const canonicalType = (isExpertQuestion: boolean): CanonicalQuestionType => (isExpertQuestion ? '専門家' : '一般');

/** The SQL condition of a type filter over questions `q`. */
export function typeCondition(type: QuestionType): string {
  if (type === '専門家') return 'q.is_expert_question';
  if (type === '一般') return 'NOT q.is_expert_question';
  return "q.answer_state = 'unanswered'";
}
