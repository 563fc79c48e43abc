// The nickname/picture form, used by /my-page/edit-info and /paid-member-register/full-register. The
// nickname typed is kept on the device until the server has it.
import type { User } from '@hiroba/api-client';
import { FIELD_LABELS, LIMITS } from '@hiroba/contract/fields';
import {
  DraftOffer,
  Form,
  Button,
  FormErrorSummary,
  Group,
  Stack,
  TextInput,
  requiredText,
  snackbar,
  useForm,
  useFormDraft,
  useSubmitErrors,
} from '@hiroba/shared-ui';
import { PictureField } from '@hiroba/shared-ui/signed-in';
import { saveProfile } from './save-profile';

interface ProfileValues {
  nickname: string;
  /** undefined: keep the current picture; a data: URL: replace it; null: remove it. */
  profile_image_data: string | null | undefined;
}

interface ProfileFormProps {
  user: User;
  submitLabel: string;
  onSaved?: (user: User) => void;
}

export function ProfileForm({ user, submitLabel, onSaved }: ProfileFormProps) {
  const form = useForm<ProfileValues>({
    initialValues: { nickname: user.user_information?.nickname ?? '', profile_image_data: undefined },
    validate: { nickname: requiredText(FIELD_LABELS.nickname, LIMITS.nickname) },
  });
  const errors = useSubmitErrors(form);
  const draft = useFormDraft(form, { form: 'profile', person: user.id, omit: ['profile_image_data'] });

  const submit = errors.submit(async (values) => {
    const body = {
      nickname: values.nickname.trim(),
      ...(values.profile_image_data !== undefined && { profile_image_data: values.profile_image_data }),
    };
    const fresh = await saveProfile(user, body);
    draft.forget();
    form.setFieldValue('profile_image_data', undefined);
    snackbar.show('プロフィールを保存しました。', 'success');
    onSaved?.(fresh);
  });

  return (
    <Form onSubmit={submit} noValidate aria-label="プロフィール">
      <Stack gap="lg">
        <DraftOffer draft={draft} />
        <FormErrorSummary messages={errors.messages} title="保存できませんでした" />
        <TextInput
          label={`${FIELD_LABELS.nickname}（必須）`}
          description={`ほかの人に表示される名前です。${LIMITS.nickname}文字まで。本名や住所は書かないでください。`}
          required
          withAsterisk={false}
          autoComplete="nickname"
          maxLength={LIMITS.nickname + 10}
          {...form.getInputProps('nickname')}
        />
        <PictureField current={user.user_information?.profile_image ?? null} {...form.getInputProps('profile_image_data')} />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
