// The question form's values and rules (limits: the contract's LIMITS.question), and how they become
// the body of POST/PATCH /api/v1/questions. Value names are the server's field names, so its field
// errors land beside the right field.
import type { Question, QuestionBody } from '@hiroba/api-client';
import { FIELD_LABELS, LIMITS } from '@hiroba/contract/fields';
import { requiredText } from '@hiroba/shared-ui';

/** On screen; 質問の内容 says more here than the contract's general 本文. */
export const BODY_LABEL = '質問の内容';

export interface QuestionValues {
  title: string;
  body: string;
  /** A <select> value: '' until chosen. */
  category_id: string;
  tag_ids: string[];
  /** '' means no expert. */
  expert_info_id: string;
}

export const questionRules = {
  title: requiredText(FIELD_LABELS.title, LIMITS.question.title),
  body: requiredText(BODY_LABEL, LIMITS.question.body),
  category_id: (value: string) => (value ? null : 'カテゴリーを選んでください。'),
  tag_ids: (value: string[]) => (value.length > LIMITS.question.tags ? `タグは${LIMITS.question.tags}つまで選べます。` : null),
};

export function emptyValues(expertInfoId: string = ''): QuestionValues {
  return { title: '', body: '', category_id: '', tag_ids: [], expert_info_id: expertInfoId };
}

export function valuesOf(question: Question): QuestionValues {
  return {
    title: question.title,
    body: question.body,
    category_id: question.category ? String(question.category.id) : '',
    tag_ids: question.tags.map((t) => String(t.id)),
    expert_info_id: question.expert_info ? String(question.expert_info.id) : '',
  };
}

export function bodyOf(values: QuestionValues): QuestionBody {
  return {
    title: values.title.trim(),
    body: values.body.trim(),
    category_id: Number(values.category_id),
    tag_ids: values.tag_ids.map(Number),
    expert_info_id: values.expert_info_id ? Number(values.expert_info_id) : null,
  };
}
