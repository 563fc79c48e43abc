// Edits the expert's public profile (PUT /api/v1/expert_infos/{id}): name, title, profile text,
// qualifications and picture. The status is shown beside it but is the operator's to change.
import { api, refreshUser, type ExpertInfo } from '@hiroba/api-client';
import { LIMITS } from '@hiroba/contract/fields';
import {
  Form,
  Button,
  FormErrorSummary,
  Group,
  PictureField,
  Stack,
  Text,
  TextInput,
  Textarea,
  charCount,
  snackbar,
  useForm,
  useSubmitErrors,
} from '@hiroba/shared-ui';
import { EXPERT_LABELS, expertBodyOf, expertRules, expertValuesOf, type ExpertTextField, type ExpertValues } from '../lib/expert-values';

export function ExpertProfileForm({ expert }: { expert: ExpertInfo }) {
  const form = useForm<ExpertValues>({ initialValues: expertValuesOf(expert), validate: expertRules });
  const errors = useSubmitErrors(form);
  const count = (field: ExpertTextField) => `${LIMITS.expert[field]}文字まで（いま ${charCount(form.values[field])}文字）`;

  const submit = errors.submit(async (values) => {
    const saved = await api.expertInfos.update(expert.id, expertBodyOf(values));
    form.setValues(expertValuesOf(saved));
    form.resetDirty();
    // The session carries expert_info (navbar, summary).
    await refreshUser().catch(() => null);
    snackbar.show('専門家プロフィールを保存しました。', 'success');
  });

  return (
    <Form onSubmit={submit} noValidate aria-label="専門家プロフィールの変更">
      <Stack gap="lg" maw={760}>
        <Text size="sm">お名前は必須です。ほかの項目は空のままでもかまいません。</Text>
        <TextInput label={EXPERT_LABELS.name} description={`専門家一覧や回答に表示されます。${count('name')}`} required withAsterisk={false} {...form.getInputProps('name')} />
        <TextInput label={EXPERT_LABELS.title} description={`例：社会福祉士、相談支援専門員。${count('title')}`} {...form.getInputProps('title')} />
        <Textarea label={EXPERT_LABELS.profile} description={`経験や得意な分野を書きます。${count('profile')}`} autosize minRows={5} {...form.getInputProps('profile')} />
        <Textarea label={EXPERT_LABELS.qualifications} description={`持っている資格を書きます。${count('qualifications')}`} autosize minRows={2} {...form.getInputProps('qualifications')} />
        <PictureField current={expert.profile_image} {...form.getInputProps('profile_image_data')} />
        <FormErrorSummary messages={errors.messages} title="保存できませんでした" />
        <Group>
          <Button type="submit" size="md" loading={form.submitting}>
            保存する
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
