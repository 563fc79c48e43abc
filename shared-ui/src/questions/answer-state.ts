// How a question's answer state reads in Japanese, as a badge beside its title (my pages).
import type { AnswerState } from '@hiroba/api-client';

export const ANSWER_STATE_LABELS: Record<AnswerState, string> = {
  unanswered: '回答待ち',
  answered: '回答あり',
  expert_answered: '専門家の回答あり',
};

export const ANSWER_STATE_COLORS: Record<AnswerState, string> = {
  unanswered: 'orange',
  answered: 'blue',
  expert_answered: 'green',
};
