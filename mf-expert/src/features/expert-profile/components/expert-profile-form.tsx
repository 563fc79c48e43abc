// Edits the expert's public profile (PUT /api/v1/expert_infos/{id}): name, title, profile text,
// qualifications and picture. The status is shown beside it but is the operator's to change.
import { useRef } from 'react';
import { api, useSession, type ExpertInfo } from '@hiroba/api-client';
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
  Textarea,
  snackbar,
  useForm,
  focusFirstError,
  useSubmitErrors,
  IMAGE_TYPES,
  imageFileProblem,
  readAsDataUrl,
} from '@hiroba/shared-ui';
import { LIMITS, charCount, expertBodyOf, expertRules, expertValuesOf, type ExpertValues } from '../lib/expert-values';

const IMAGE_ID = 'expert-image';

export function ExpertProfileForm({ expert }: { expert: ExpertInfo }) {
  const form = useForm<ExpertValues>({ initialValues: expertValuesOf(expert), validate: expertRules });
  const errors = useSubmitErrors(form);
  const resetFile = useRef<() => void>(null);
  const chosen = form.values.profile_image_data;
  const preview = chosen === undefined ? expert.profile_image : chosen;
  const count = (field: keyof typeof LIMITS) => `${LIMITS[field]}文字まで（いま ${charCount(form.values[field])}文字）`;

  async function onFileChosen(file: File | null) {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      form.setFieldError('profile_image_data', problem);
      resetFile.current?.();
      return;
    }
    form.setFieldValue('profile_image_data', await readAsDataUrl(file));
    form.clearFieldError('profile_image_data');
  }

  const submit = form.onSubmit(
    async (values) => {
      errors.clear();
      try {
        const saved = await api.expertInfos.update(expert.id, expertBodyOf(values));
        form.setValues(expertValuesOf(saved));
        form.resetDirty();
        resetFile.current?.();
        // The session carries expert_info (navbar, summary): refresh it from the server.
        const fresh = await api.users.isLogin().catch(() => null);
        if (fresh) useSession.getState().setUser(fresh);
        snackbar.show('専門家プロフィールを保存しました。', 'success');
      } catch (error) {
        errors.show(error);
      }
    },
    (fieldErrors) => focusFirstError(form, fieldErrors),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="専門家プロフィールの変更">
      <Stack gap="lg" maw={760}>
        <Text size="sm">お名前は必須です。ほかの項目は空のままでもかまいません。</Text>
        <TextInput label="お名前" description={`専門家一覧や回答に表示されます。${count('name')}`} required withAsterisk={false} {...form.getInputProps('name')} />
        <TextInput label="肩書き" description={`例：社会福祉士、相談支援専門員。${count('title')}`} {...form.getInputProps('title')} />
        <Textarea label="紹介文" description={`経験や得意な分野を書きます。${count('profile')}`} autosize minRows={5} {...form.getInputProps('profile')} />
        <Textarea label="資格" description={`持っている資格を書きます。${count('qualifications')}`} autosize minRows={2} {...form.getInputProps('qualifications')} />
        <Input.Wrapper
          id={IMAGE_ID}
          label="プロフィール画像（なくてもかまいません）"
          labelProps={{ id: `${IMAGE_ID}-label` }}
          description="PNG・JPEG・WebP の画像を選べます。大きさは 2MB までです。"
          error={form.errors.profile_image_data}
        >
          <Group gap="md" align="center" mt="xs">
            <Avatar src={preview} alt={preview ? (chosen ? '選んだ画像のプレビュー' : '今のプロフィール画像') : 'プロフィール画像はありません'} size={96} radius="xl" />
            <FileButton onChange={onFileChosen} accept={IMAGE_TYPES.join(',')} resetRef={resetFile} inputProps={{ 'aria-label': 'プロフィール画像のファイル' }}>
              {(props) => (
                <Button
                  {...props}
                  id={IMAGE_ID}
                  variant="default"
                  aria-labelledby={`${IMAGE_ID}-label ${IMAGE_ID}-text`}
                  aria-describedby={form.errors.profile_image_data ? `${IMAGE_ID}-error ${IMAGE_ID}-description` : `${IMAGE_ID}-description`}
                >
                  <span id={`${IMAGE_ID}-text`}>画像を選ぶ</span>
                </Button>
              )}
            </FileButton>
            {preview && (
              <Button
                variant="outline"
                color="red"
                onClick={() => {
                  form.setFieldValue('profile_image_data', null);
                  resetFile.current?.();
                }}
              >
                画像を削除
              </Button>
            )}
          </Group>
        </Input.Wrapper>
        <FormErrorSummary messages={errors.messages} title="保存できませんでした" />
        <Group>
          <Button type="submit" size="md" loading={form.submitting}>
            保存する
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
