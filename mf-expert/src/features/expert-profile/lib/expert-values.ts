// The expert profile form's values, labels and rules (limits: the contract's LIMITS.expert), and how
// they become the body of PUT /api/v1/expert_infos/{id}. Value names are the server's field names.
import type { ExpertInfo, ExpertInfoBody } from '@hiroba/api-client';
import { FIELD_LABELS, LIMITS } from '@hiroba/contract/fields';
import { maxChars, requiredText } from '@hiroba/shared-ui';

export type ExpertTextField = keyof typeof LIMITS.expert;

/** On screen; 肩書き and 紹介文 say more here than the contract's general タイトル and プロフィール. */
export const EXPERT_LABELS: Record<ExpertTextField, string> = {
  name: FIELD_LABELS.name,
  title: '肩書き',
  profile: '紹介文',
  qualifications: FIELD_LABELS.qualifications,
};

export interface ExpertValues extends Record<ExpertTextField, string> {
  /** undefined: keep the picture; a data: URL: replace it; null: remove it. */
  profile_image_data: string | null | undefined;
}

export const expertRules = {
  name: requiredText(EXPERT_LABELS.name, LIMITS.expert.name),
  title: maxChars(EXPERT_LABELS.title, LIMITS.expert.title),
  profile: maxChars(EXPERT_LABELS.profile, LIMITS.expert.profile),
  qualifications: maxChars(EXPERT_LABELS.qualifications, LIMITS.expert.qualifications),
};

export function expertValuesOf(expert: ExpertInfo): ExpertValues {
  return {
    name: expert.name,
    title: expert.title ?? '',
    profile: expert.profile ?? '',
    qualifications: expert.qualifications ?? '',
    profile_image_data: undefined,
  };
}

/** Status is never sent: only an admin may change it. Blank text is stored as none by the server. */
export function expertBodyOf(values: ExpertValues): ExpertInfoBody {
  return {
    name: values.name.trim(),
    title: values.title.trim(),
    profile: values.profile.trim(),
    qualifications: values.qualifications.trim(),
    ...(values.profile_image_data !== undefined && { profile_image_data: values.profile_image_data }),
  };
}
