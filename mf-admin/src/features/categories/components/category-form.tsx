import { Textarea, TextInput, requireText, useForm, useSubmitErrors, pagePath } from '@hiroba/shared-ui';
import { api, type Category, type CategoryBody } from '@hiroba/api-client';
import { PublishStatusField } from '../../../shared/components/publish-status-field';
import { RecordForm, useBackToList } from '../../../shared/components/record-form';
import { SortOrderField, sortOrderRule } from '../../../shared/components/sort-order-field';
import { FIELD_LABELS } from '@hiroba/contract/fields';

interface Props {
  /** The category being edited; without it the form creates a new one. */
  category?: Category;
}

// Form keys match the API's field names, so the server's field errors land beside the right field.
interface Values {
  title: string;
  description: string;
  status: CategoryBody['status'];
  sort_order: number | string;
}

const LIST = pagePath('admin-categories');

/** タイトル, 説明, 状態, 表示順. Saves through api.categories.create/update, then returns to the list. */
export function CategoryForm({ category }: Props) {
  const backToList = useBackToList(LIST);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      title: category?.title ?? '',
      description: category?.description ?? '',
      status: category?.status ?? 'draft',
      sort_order: category?.sort_order ?? '',
    },
    validate: { title: requireText(FIELD_LABELS.title), sort_order: sortOrderRule('表示順', 0) },
  });
  const errors = useSubmitErrors(form);

  const submit = errors.submit(async (values) => {
    const body: CategoryBody = {
      title: values.title.trim(),
      description: values.description.trim() || null,
      status: values.status,
      ...(values.sort_order === '' ? {} : { sort_order: Number(values.sort_order) }),
    };
    const saved = category ? await api.categories.update(category.id, body) : await api.categories.create(body);
    backToList(`カテゴリー「${saved.title}」を${category ? '更新' : '作成'}しました。`);
  });

  return (
    <RecordForm onSubmit={submit} messages={errors.messages} submitting={form.submitting} submitLabel={category ? '変更を保存する' : 'カテゴリーを作成する'} listPath={LIST}>
      <TextInput label="タイトル" description="例：就労支援、障害年金、子育て" required withAsterisk {...form.getInputProps('title')} />
      <Textarea
        label="説明（任意）"
        description="このカテゴリーにどんなコラムが入るかを短く書きます。"
        autosize
        minRows={3}
        {...form.getInputProps('description')}
      />
      <PublishStatusField value={form.values.status} onChange={(status) => form.setFieldValue('status', status)} error={form.errors.status as string | undefined} />
      <SortOrderField label="表示順（任意）" description="小さい数ほど先に並びます。空のままにすると最後に並びます。" {...form.getInputProps('sort_order')} />
    </RecordForm>
  );
}
