// The fixed Q&A views of /question-and-answer/{type} (docs/product.md#questions-and-the-qa-views says
// what each one holds).
export const QUESTION_TYPES = [
  {
    type: '専門家',
    heading: '専門家が回答した質問',
    lead: '専門家が回答した質問と、専門家に向けて送られた質問です。',
    empty: '専門家が回答した質問は、まだありません。',
  },
  {
    type: '一般',
    heading: '一般の質問',
    lead: '会員どうしで知恵や経験を分かち合っている質問です。',
    empty: '一般の質問は、まだありません。',
  },
  {
    type: '未回答',
    heading: 'まだ回答がない質問',
    lead: 'まだだれも回答していない質問です。知っていることがあれば、ぜひ教えてください。',
    empty: '回答を待っている質問はありません。',
  },
] as const;

export type QuestionType = (typeof QUESTION_TYPES)[number]['type'];

export function findQuestionType(value: string | undefined) {
  return QUESTION_TYPES.find((t) => t.type === value) ?? null;
}
