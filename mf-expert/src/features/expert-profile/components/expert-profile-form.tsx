// Edits the expert's public profile (PUT /api/v1/expert_infos/{id}): name, title, qualifications,
// fields, profile text and picture. The status is shown beside it but is the operator's to change.
// What is typed is kept on the device until the server has it.
import { api, refreshUser, selectUserId, useSession, type ExpertInfo } from '@hiroba/api-client';
import {
  DraftOffer,
  Form,
  Button,
  FormErrorSummary,
  Group,
  Stack,
  Text,
  snackbar,
  useForm,
  useFormDraft,
  useSubmitErrors,
} from '@hiroba/shared-ui';
import {
  ExpertFields,
  expertBodyOf,
  expertRules,
  expertValuesOf,
  type ExpertValues,
} from '@hiroba/shared-ui/signed-in';

const FIELDS = ['name', 'title', 'profile', 'qualifications', 'fields'] as const;
const REQUIRED = ['name'] as const;

export function ExpertProfileForm({ expert }: { expert: ExpertInfo }) {
  const form = useForm<ExpertValues>({ initialValues: expertValuesOf(expert), validate: expertRules(REQUIRED) });
  const errors = useSubmitErrors(form);
  const person = useSession(selectUserId);
  const draft = useFormDraft(form, { form: 'expert-profile', person, omit: ['profile_image_data'] });

  const submit = errors.submit(async (values) => {
    const saved = await api.expertInfos.update(expert.id, expertBodyOf(values, FIELDS));
    form.setValues(expertValuesOf(saved));
    form.resetDirty();
    draft.forget();
    // The session carries expert_info (navbar, summary).
    await refreshUser().catch(() => null);
    snackbar.show('専門家プロフィールを保存しました。', 'success');
  });

  return (
    <Form onSubmit={submit} noValidate aria-label="専門家プロフィールの変更">
      <Stack gap="lg" maw={760}>
        <DraftOffer draft={draft} />
        <Text size="sm">お名前は必須です。ほかの項目は空のままでもかまいません。</Text>
        <ExpertFields form={form} fields={FIELDS} required={REQUIRED} picture={expert.profile_image} />
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
