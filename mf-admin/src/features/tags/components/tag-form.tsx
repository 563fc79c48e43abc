import { TextInput, requireText, useForm, useSubmitErrors, pagePath } from '@hiroba/shared-ui';
import { api, type Tag, type TagBody } from '@hiroba/api-client';
import { PublishStatusField } from '../../../shared/components/publish-status-field';
import { RecordForm, useBackToList } from '../../../shared/components/record-form';
import { FIELD_LABELS } from '@hiroba/contract/fields';

interface Props {
  /** The tag being edited; without it the form creates a new one. */
  tag?: Tag;
}

const LIST = pagePath('admin-tags');

/** タイトルと状態. Saves through api.tags.create/update, then returns to the list. */
export function TagForm({ tag }: Props) {
  const backToList = useBackToList(LIST);
  const form = useForm<TagBody>({
    mode: 'controlled',
    initialValues: { title: tag?.title ?? '', status: tag?.status ?? 'draft' },
    validate: { title: requireText(FIELD_LABELS.title) },
  });
  const errors = useSubmitErrors(form);

  const submit = errors.submit(async (values) => {
    const body = { ...values, title: values.title.trim() };
    const saved = tag ? await api.tags.update(tag.id, body) : await api.tags.create(body);
    backToList(`タグ「${saved.title}」を${tag ? '更新' : '作成'}しました。`);
  });

  return (
    <RecordForm onSubmit={submit} messages={errors.messages} submitting={form.submitting} submitLabel={tag ? '変更を保存する' : 'タグを作成する'} listPath={LIST}>
      <TextInput label="タイトル" description="例：就労支援、手話、グループホーム" required withAsterisk {...form.getInputProps('title')} />
      <PublishStatusField value={form.values.status} onChange={(status) => form.setFieldValue('status', status)} error={form.errors.status as string | undefined} />
    </RecordForm>
  );
}
