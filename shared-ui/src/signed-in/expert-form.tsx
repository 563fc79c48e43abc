// The expert profile as a whole form, for the four that ask it: the expert's own profile, the
// application at /become-an-expert, and the admin's 専門家を登録する and 登録内容を直す. Each chooses
// the fields it shows and requires, its words and what sending does; the note, the fields, the errors
// and the button stand the same way in all four, and what is typed is kept on the device until the
// server has it (docs/product.md#drafts-kept-on-the-device).
import type { ReactNode } from 'react';
import type { FormValidateInput } from '@mantine/form';
import {
  Button,
  DraftOffer,
  Form,
  FormErrorSummary,
  Group,
  Stack,
  Text,
  useForm,
  useFormDraft,
  useSubmitErrors,
  type ButtonProps,
  type DraftOf,
  type UseFormReturnType,
} from '@hiroba/shared-ui';
import { ExpertFields } from './expert-fields';
import { expertRules, type ExpertTextField, type ExpertValues } from './expert-values';

type Rule = (value: string) => string | null;

export interface ExpertFormProps<V extends ExpertValues> {
  /** The form's name for screen readers, or `labelledBy`: the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  /** What the copy on the device is kept under (never the picture). */
  draftOf: DraftOf;
  initialValues: V;
  /** Rules of the values beyond the expert's own (the admin's e-mail). */
  rules?: Partial<Record<Exclude<keyof V, keyof ExpertValues>, Rule>>;
  fields: readonly ExpertTextField[];
  required: readonly ExpertTextField[];
  /** The saved picture, or null. */
  picture: string | null;
  /** The line above the fields: what must be filled in. */
  note: string;
  /** Inputs before the expert's own (the admin's e-mail). */
  lead?(form: UseFormReturnType<V>): ReactNode;
  submitLabel: string;
  submitSize?: ButtonProps['size'];
  /** The title of the errors no field takes (e.g. 保存できませんでした). */
  failTitle: string;
  /** More actions beside the button (e.g. 一覧へ戻る). */
  actions?: ReactNode;
  /** Sends the values; resolves once the server has them. A rejection is shown beside the fields. */
  onSubmit(values: V, form: UseFormReturnType<V>): Promise<void>;
}

export function ExpertForm<V extends ExpertValues>(props: ExpertFormProps<V>) {
  const { label, labelledBy, draftOf, initialValues, rules, fields, required, picture, note, lead, submitLabel, submitSize, failTitle, actions, onSubmit } = props;
  // The rules are checked against the values' names by the props' types; Mantine's own type cannot
  // see that through the generic V.
  const form = useForm<V>({ initialValues, validate: { ...expertRules(required), ...rules } as FormValidateInput<V> });
  const errors = useSubmitErrors(form);
  const draft = useFormDraft(form, { ...draftOf, omit: ['profile_image_data'] });

  const submit = errors.submit(async (values) => {
    await onSubmit(values, form);
    draft.forget();
  });

  return (
    <Form onSubmit={submit} noValidate aria-label={label} aria-labelledby={labelledBy}>
      <Stack gap="lg" maw={760}>
        <DraftOffer draft={draft} />
        <Text size="sm">{note}</Text>
        {lead?.(form)}
        <ExpertFields form={form} fields={fields} required={required} picture={picture} />
        <FormErrorSummary messages={errors.messages} title={failTitle} />
        <Group>
          <Button type="submit" size={submitSize} loading={form.submitting}>
            {submitLabel}
          </Button>
          {actions}
        </Group>
      </Stack>
    </Form>
  );
}
