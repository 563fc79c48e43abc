// The question form's values and rules (the server's limits: title 1–100, body 1–5000, at most 5
// tags), and how they become the body of POST/PATCH /api/v1/questions. Value names are the server's
// field names, so its field errors land beside the right field.
import type { Question, QuestionBody } from '@hiroba/api-client';

export const TITLE_MAX = 100;
export const BODY_MAX = 5000;
export const TAG_MAX = 5;

export interface QuestionValues {
  title: string;
  body: string;
  /** A <select> value: '' until chosen. */
  category_id: string;
  tag_ids: string[];
  /** '' means no expert. */
  expert_info_id: string;
}

/** Characters as the server counts them (code points, so an emoji counts once). */
export function charCount(value: string): number {
  return Array.from(value).length;
}

function requiredText(label: string, max: number) {
  return (value: string) => {
    if (value.trim() === '') return `${label}を入力してください。`;
    if (charCount(value) > max) return `${label}は${max}文字以内で入力してください。`;
    return null;
  };
}

export const questionRules = {
  title: requiredText('タイトル', TITLE_MAX),
  body: requiredText('質問の内容', BODY_MAX),
  category_id: (value: string) => (value ? null : 'カテゴリーを選んでください。'),
  tag_ids: (value: string[]) => (value.length > TAG_MAX ? `タグは${TAG_MAX}つまで選べます。` : null),
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
