// The nickname/picture form, used by /my-page/edit-info and /paid-member-register/full-register.
import { useRef, useState } from 'react';
import type { User } from '@hiroba/api-client';
import {
  Avatar,
  Button,
  FileButton,
  FormErrorSummary,
  Group,
  Input,
  Stack,
  Text,
  TextInput,
  applyServerErrors,
  snackbar,
  useForm,
  IMAGE_TYPES,
  imageFileProblem,
  readAsDataUrl,
} from '@hiroba/shared-ui';
import { saveProfile } from './save-profile';

export const NICKNAME_MAX = 30; // the server's limit too
const IMAGE_BUTTON_ID = 'profile-image';

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
  const resetFileInput = useRef<() => void>(null);

  const chosen = form.values.profile_image_data;
  const current = user.user_information?.profile_image ?? null;
  const preview = chosen === undefined ? current : chosen;

  async function onFileChosen(file: File | null) {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      form.setFieldError('profile_image_data', problem);
      resetFileInput.current?.();
      return;
    }
    form.setFieldValue('profile_image_data', await readAsDataUrl(file));
    form.clearFieldError('profile_image_data');
  }

  function removePicture() {
    form.setFieldValue('profile_image_data', null);
    form.clearFieldError('profile_image_data');
    resetFileInput.current?.();
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
      resetFileInput.current?.();
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
        {/* A Japanese button opens the file chooser (a bare file input reads "Choose File" in some
            browsers); its name is the field label plus its own text, so both are heard. */}
        <Input.Wrapper
          id={IMAGE_BUTTON_ID}
          label="プロフィール画像（なくてもかまいません）"
          labelProps={{ id: `${IMAGE_BUTTON_ID}-label` }}
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
              <FileButton
                onChange={onFileChosen}
                accept={IMAGE_TYPES.join(',')}
                resetRef={resetFileInput}
                inputProps={{ 'aria-label': 'プロフィール画像のファイル' }}
              >
                {(props) => (
                  <Button
                    {...props}
                    id={IMAGE_BUTTON_ID}
                    variant="default"
                    aria-labelledby={`${IMAGE_BUTTON_ID}-label ${IMAGE_BUTTON_ID}-text`}
                    aria-describedby={
                      form.errors.profile_image_data
                        ? `${IMAGE_BUTTON_ID}-error ${IMAGE_BUTTON_ID}-description`
                        : `${IMAGE_BUTTON_ID}-description`
                    }
                  >
                    <span id={`${IMAGE_BUTTON_ID}-text`}>画像を選ぶ</span>
                  </Button>
                )}
              </FileButton>
              {preview && (
                <Button variant="outline" color="red" onClick={removePicture}>
                  画像を削除
                </Button>
              )}
            </Group>
            {chosen === null && current && <Text>保存すると、今の画像は削除されます。</Text>}
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
