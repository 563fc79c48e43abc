// The expert profile's inputs, the middle of ExpertForm: the fields a form shows, which of them are
// required (expert-values.ts), and the picture; errors from the server land beside their field.
import { TextInput, Textarea, charCount } from '@hiroba/shared-ui';
import type { UseFormReturnType } from '@hiroba/shared-ui';
import type { ReactNode } from 'react';
import { PictureField } from './picture-field';
import { EXPERT_LABELS, EXPERT_LIMITS, type ExpertTextField, type ExpertValues } from './expert-values';

const HINTS: Record<ExpertTextField, string> = {
  name: '専門家一覧や回答に表示されます。',
  title: '例：社会福祉士、相談支援専門員。',
  qualifications: '持っている資格をすべて書きます（例：社会福祉士、精神保健福祉士）。',
  fields: '例：障害福祉サービスの使い方、就労支援、障害年金、成年後見。',
  profile: '経験や得意なことを書きます。',
  qualification_check: '例：資格の登録番号、資格証の写しをメールで送る、勤務先に確かめてよい、など。この欄は公開されません。',
};

const LONG: ReadonlySet<ExpertTextField> = new Set(['qualifications', 'fields', 'profile', 'qualification_check']);

export interface ExpertFieldsProps {
  form: UseFormReturnType<ExpertValues>;
  fields: readonly ExpertTextField[];
  required: readonly ExpertTextField[];
  /** The saved picture; undefined: the form has no picture field. */
  picture?: string | null;
  /** Shown after the text fields (e.g. a note on the picture). */
  children?: ReactNode;
}

export function ExpertFields({ form, fields, required, picture, children }: ExpertFieldsProps) {
  const hint = (field: ExpertTextField) =>
    `${HINTS[field]}${EXPERT_LIMITS[field]}文字まで（いま ${charCount(form.values[field])}文字）`;
  return (
    <>
      {fields.map((field) => {
        const common = {
          label: EXPERT_LABELS[field],
          description: hint(field),
          required: required.includes(field),
          withAsterisk: false,
          ...form.getInputProps(field),
        };
        return LONG.has(field) ? (
          <Textarea {...common} key={field} autosize minRows={field === 'profile' ? 5 : 2} />
        ) : (
          <TextInput {...common} key={field} />
        );
      })}
      {picture !== undefined && <PictureField current={picture} {...form.getInputProps('profile_image_data')} />}
      {children}
    </>
  );
}
