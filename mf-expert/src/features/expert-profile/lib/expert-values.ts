// The expert profile form's values and rules (the server's limits: name 1–50, title ≤50, profile
// ≤2000, qualifications ≤500). Value names are the server's field names.
import type { ExpertInfo, ExpertInfoBody } from '@hiroba/api-client';

export const LIMITS = { name: 50, title: 50, profile: 2000, qualifications: 500 } as const;

export interface ExpertValues {
  name: string;
  title: string;
  profile: string;
  qualifications: string;
  /** undefined: keep the picture; a data: URL: replace it; null: remove it. */
  profile_image_data: string | null | undefined;
}

export const charCount = (value: string) => Array.from(value).length;

function maxLength(label: string, max: number) {
  return (value: string) => (charCount(value) > max ? `${label}は${max}文字以内で入力してください。` : null);
}

export const expertRules = {
  name: (value: string) => (value.trim() === '' ? 'お名前を入力してください。' : maxLength('お名前', LIMITS.name)(value)),
  title: maxLength('肩書き', LIMITS.title),
  profile: maxLength('紹介文', LIMITS.profile),
  qualifications: maxLength('資格', LIMITS.qualifications),
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
