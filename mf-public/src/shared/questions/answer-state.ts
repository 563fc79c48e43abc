import type { AnswerState } from '@hiroba/api-client';

export const ANSWER_STATE_LABELS: Record<AnswerState, string> = {
  unanswered: '回答待ち',
  answered: '回答あり',
  expert_answered: '専門家が回答',
};
