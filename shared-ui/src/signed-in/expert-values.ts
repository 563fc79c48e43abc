// The expert profile's values, labels and rules, for ExpertForm (the expert's own profile, the
// application at /become-an-expert, the admin's two expert forms); how they become a request body. Value names are the
// server's field names; limits are the contract's LIMITS.expert.
import type { ExpertInfo } from '@hiroba/api-client';
import { FIELD_LABELS, LIMITS } from '@hiroba/contract/fields';
import { maxChars, requiredText } from '@hiroba/shared-ui';

export const EXPERT_TEXT_FIELDS = ['name', 'title', 'qualifications', 'fields', 'profile', 'qualification_check'] as const;
export type ExpertTextField = (typeof EXPERT_TEXT_FIELDS)[number];

export const EXPERT_LIMITS: Record<ExpertTextField, number> = {
  name: LIMITS.expert.name,
  title: LIMITS.expert.title,
  qualifications: LIMITS.expert.qualifications,
  fields: LIMITS.expert.fields,
  profile: LIMITS.expert.profile,
  qualification_check: LIMITS.expert.qualificationCheck,
};

/** On screen; 肩書き and 紹介文 say more here than the contract's general タイトル and プロフィール. */
export const EXPERT_LABELS: Record<ExpertTextField, string> = {
  name: FIELD_LABELS.name,
  title: '肩書き',
  qualifications: FIELD_LABELS.qualifications,
  fields: FIELD_LABELS.fields,
  profile: '紹介文',
  qualification_check: FIELD_LABELS.qualification_check,
};

export interface ExpertValues extends Record<ExpertTextField, string> {
  /** undefined: keep the picture; a data: URL: replace it; null: remove it. */
  profile_image_data: string | null | undefined;
}

/** `required`: the fields a new expert must fill (the application, the admin's new expert). */
export function expertRules(required: readonly ExpertTextField[]) {
  return Object.fromEntries(
    EXPERT_TEXT_FIELDS.map((field) => [
      field,
      (required.includes(field) ? requiredText : maxChars)(EXPERT_LABELS[field], EXPERT_LIMITS[field]),
    ]),
  ) as Record<ExpertTextField, (value: string) => string | null>;
}

export function expertValuesOf(expert: ExpertInfo | null): ExpertValues {
  return {
    name: expert?.name ?? '',
    title: expert?.title ?? '',
    qualifications: expert?.qualifications ?? '',
    fields: expert?.fields ?? '',
    profile: expert?.profile ?? '',
    qualification_check: expert?.qualification_check ?? '',
    profile_image_data: undefined,
  };
}

/** The trimmed text of the fields a form shows, and the picture when it changed. */
export function expertBodyOf<F extends ExpertTextField>(values: ExpertValues, fields: readonly F[]) {
  return {
    ...(Object.fromEntries(fields.map((field) => [field, values[field].trim()])) as Record<F, string>),
    ...(values.profile_image_data !== undefined && { profile_image_data: values.profile_image_data }),
  };
}
