// The fixed Q&A views of /question-and-answer/{type} (docs/product.md#questions-and-the-qa-views): 専門家 =
// has an expert's answer or is addressed to an expert (the stored is_expert_question); 一般 = the others;
// 未回答 = no comment yet. A question's canonical URL uses 専門家 or 一般, since 未回答 is a passing state (an
// unanswered question addressed to an expert is in both lists). Each view's condition over the rows is
// in question-list-sql.ts.
import type { CanonicalQuestionType } from '@hiroba/contract';

export const canonicalType = (isExpertQuestion: boolean): CanonicalQuestionType => (isExpertQuestion ? '専門家' : '一般');
