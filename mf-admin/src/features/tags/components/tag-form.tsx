import { useNavigate } from 'react-router-dom';
import {
  Form,
  Button,
  ButtonLink,
  FormErrorSummary,
  Group,
  Stack,
  Text,
  TextInput,
  snackbar,
  requireText,
  useForm,
  useSubmitErrors,
  pagePath,
} from '@hiroba/shared-ui';
import { api, type Tag, type TagBody } from '@hiroba/api-client';
import { PublishStatusField } from '../../../shared/components/publish-status-field';
import { FIELD_LABELS } from '@hiroba/contract/fields';

interface Props {
  /** The tag being edited; without it the form creates a new one. */
  tag?: Tag;
}

/** タイトルと状態. Saves through api.tags.create/update, then returns to the list. */
export function TagForm({ tag }: Props) {
  const navigate = useNavigate();
  const form = useForm<TagBody>({
    mode: 'controlled',
    initialValues: { title: tag?.title ?? '', status: tag?.status ?? 'draft' },
    validate: { title: requireText(FIELD_LABELS.title) },
  });
  const errors = useSubmitErrors(form);

  const submit = errors.submit(async (values) => {
    const body = { ...values, title: values.title.trim() };
    const saved = tag ? await api.tags.update(tag.id, body) : await api.tags.create(body);
    snackbar.show(`タグ「${saved.title}」を${tag ? '更新' : '作成'}しました。`, 'success');
    navigate(pagePath('admin-tags'));
  });

  return (
    <Form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={560}>
        <FormErrorSummary messages={errors.messages} title="保存できませんでした" />
        <Text size="sm">＊の付いた項目は必須です。</Text>
        <TextInput
          label="タイトル"
          description="例：就労支援、手話、グループホーム"
          required
          withAsterisk
          {...form.getInputProps('title')}
        />
        <PublishStatusField
          value={form.values.status}
          onChange={(status) => form.setFieldValue('status', status)}
          error={form.errors.status as string | undefined}
        />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {tag ? '変更を保存する' : 'タグを作成する'}
          </Button>
          <ButtonLink to={pagePath('admin-tags')} variant="default">
            一覧へ戻る
          </ButtonLink>
        </Group>
      </Stack>
    </Form>
  );
}
