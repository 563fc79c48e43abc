// The nickname/picture form, used by /my-page/edit-info and /paid-member-register/full-register.
import { useRef, useState, type ChangeEvent } from 'react';
import type { User } from '@hiroba/api-client';
import {
  Avatar,
  Button,
  FormErrorSummary,
  Group,
  Input,
  Stack,
  TextInput,
  applyServerErrors,
  snackbar,
  useForm,
} from '@hiroba/shared-ui';
import { imageFileProblem, readAsDataUrl } from './image-file';
import { saveProfile } from './save-profile';

export const NICKNAME_MAX = 30;

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

export function validateNickname(value: string): string | null {
  const nickname = value.trim();
  if (nickname === '') return 'ニックネームを入力してください。';
  if (nickname.length > NICKNAME_MAX) return `ニックネームは${NICKNAME_MAX}文字以内で入力してください。`;
  return null;
}

export function ProfileForm({ user, submitLabel, onSaved }: ProfileFormProps) {
  const form = useForm<ProfileValues>({
    initialValues: { nickname: user.user_information?.nickname ?? '', profile_image_data: undefined },
    validate: { nickname: validateNickname },
  });
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const chosen = form.values.profile_image_data;
  const current = user.user_information?.profile_image ?? null;
  const preview = chosen === undefined ? current : chosen;

  async function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      form.setFieldError('profile_image_data', problem);
      event.currentTarget.value = '';
      return;
    }
    form.setFieldValue('profile_image_data', await readAsDataUrl(file));
    form.clearFieldError('profile_image_data');
  }

  function removePicture() {
    form.setFieldValue('profile_image_data', null);
    form.clearFieldError('profile_image_data');
    if (fileInput.current) fileInput.current.value = '';
  }

  async function submit(values: ProfileValues) {
    setFormErrors([]);
    setSaving(true);
    try {
      const body = {
        nickname: values.nickname.trim(),
        ...(values.profile_image_data !== undefined && { profile_image_data: values.profile_image_data }),
      };
      const fresh = await saveProfile(user, body);
      form.setFieldValue('profile_image_data', undefined);
      if (fileInput.current) fileInput.current.value = '';
      snackbar.show('プロフィールを保存しました。', 'success');
      onSaved?.(fresh);
    } catch (error) {
      setFormErrors(applyServerErrors(form, error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="プロフィール">
      <Stack gap="lg">
        <FormErrorSummary messages={formErrors} title="保存できませんでした" />
        <TextInput
          label="ニックネーム（必須）"
          description={`ほかの人に表示される名前です。${NICKNAME_MAX}文字まで。本名や住所は書かないでください。`}
          required
          withAsterisk={false}
          autoComplete="nickname"
          maxLength={NICKNAME_MAX + 10}
          {...form.getInputProps('nickname')}
        />
        <Input.Wrapper
          id="profile-image-file"
          label="プロフィール画像（なくてもかまいません）"
          description="PNG・JPEG・WebP の画像を選べます。大きさは 2MB までです。"
          error={form.errors.profile_image_data}
        >
          <Stack gap="sm" mt="xs">
            <Group gap="md" align="center">
              <Avatar
                src={preview}
                alt={preview ? (chosen ? '選んだ画像のプレビュー' : '今のプロフィール画像') : 'プロフィール画像はありません'}
                size={96}
                radius="xl"
              />
              {preview && (
                <Button variant="outline" color="red" onClick={removePicture}>
                  画像を削除
                </Button>
              )}
            </Group>
            <input
              ref={fileInput}
              id="profile-image-file"
              type="file"
              accept="image/png,image/jpeg,image/webp"
              aria-describedby={
                form.errors.profile_image_data ? 'profile-image-file-error profile-image-file-description' : 'profile-image-file-description'
              }
              aria-invalid={form.errors.profile_image_data ? true : undefined}
              onChange={onFileChange}
            />
            {chosen === null && current && <p>保存すると、今の画像は削除されます。</p>}
          </Stack>
        </Input.Wrapper>
        <Group>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
