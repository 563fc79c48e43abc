// The expert application (POST /api/v1/expert_infos), or its correction while it waits for review
// (PUT /api/v1/expert_infos/{id}). Every field but the picture is required; the server's errors
// land beside their field. What is typed is kept on the device until the server has it.
import { api, selectUserId, useSession, type ExpertInfo } from '@hiroba/api-client';
import {
  Button,
  DraftOffer,
  Form,
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

const FIELDS = ['name', 'title', 'qualifications', 'fields', 'profile', 'qualification_check'] as const;

export interface ExpertApplicationFormProps {
  /** The application to correct (pending) or to send again (rejected); null: a first application. */
  current: ExpertInfo | null;
  onSaved(info: ExpertInfo): void;
}

export function ExpertApplicationForm({ current, onSaved }: ExpertApplicationFormProps) {
  const form = useForm<ExpertValues>({ initialValues: expertValuesOf(current), validate: expertRules(FIELDS) });
  const errors = useSubmitErrors(form);
  const person = useSession(selectUserId);
  const draft = useFormDraft(form, { form: 'expert-application', person, object: current?.id ?? 'new', omit: ['profile_image_data'] });
  const correcting = current?.status === 'pending';

  const submit = errors.submit(async (values) => {
    const body = expertBodyOf(values, FIELDS);
    const saved = correcting ? await api.expertInfos.update(current.id, body) : await api.expertInfos.apply(body);
    draft.forget();
    snackbar.show(correcting ? 'お申し込みの内容を直しました。' : '専門家の登録を申し込みました。確認のメールをお送りしました。', 'success');
    onSaved(saved);
  });

  return (
    <Form onSubmit={submit} noValidate aria-label={correcting ? 'お申し込みの内容を直す' : '専門家の登録の申し込み'}>
      <Stack gap="lg" maw={760}>
        <DraftOffer draft={draft} />
        <Text size="sm">画像のほかは、すべて入力してください。「資格の確認方法」は運営者だけが読み、公開されません。</Text>
        <ExpertFields form={form} fields={FIELDS} required={FIELDS} picture={current?.profile_image ?? null} />
        <FormErrorSummary messages={errors.messages} title={correcting ? '直せませんでした' : '申し込めませんでした'} />
        <Group>
          <Button type="submit" size="md" loading={form.submitting}>
            {correcting ? '内容を直す' : '申し込む'}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
