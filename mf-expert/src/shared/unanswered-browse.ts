// Where an expert with an empty list finds questions to answer.
import { pagePath } from '@hiroba/shared-ui';

export const UNANSWERED_BROWSE = { label: '回答を待っている質問を見る', to: pagePath('question-type', { type: '未回答' }) };
