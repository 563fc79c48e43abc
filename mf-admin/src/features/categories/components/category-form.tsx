import { useNavigate } from 'react-router-dom';
import {
  Form,
  FormErrorSummary,
  Button,
  ButtonLink,
  Group,
  Stack,
  Text,
  TextInput,
  Textarea,
  snackbar,
  requireText,
  useForm,
  useSubmitErrors,
  pagePath,
} from '@hiroba/shared-ui';
import { api, type Category, type CategoryBody } from '@hiroba/api-client';
import { PublishStatusField } from '../../../shared/components/publish-status-field';
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

function validateSortOrder(value: number | string): string | null {
  if (value === '') return null; // optional: the server puts a new category last
  return Number.isInteger(Number(value)) && Number(value) >= 0 ? null : '表示順は0以上の整数で入力してください。';
}

/** タイトル, 説明, 状態, 表示順. Saves through api.categories.create/update, then returns to the list. */
export function CategoryForm({ category }: Props) {
  const navigate = useNavigate();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      title: category?.title ?? '',
      description: category?.description ?? '',
      status: category?.status ?? 'draft',
      sort_order: category?.sort_order ?? '',
    },
    validate: { title: requireText(FIELD_LABELS.title), sort_order: validateSortOrder },
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
    snackbar.show(`カテゴリー「${saved.title}」を${category ? '更新' : '作成'}しました。`, 'success');
    navigate(pagePath('admin-categories'));
  });

  return (
    <Form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={560}>
        <FormErrorSummary messages={errors.messages} title="保存できませんでした" />
        <Text size="sm">＊の付いた項目は必須です。</Text>
        <TextInput
          label="タイトル"
          description="例：就労支援、障害年金、子育て"
          required
          withAsterisk
          {...form.getInputProps('title')}
        />
        <Textarea
          label="説明（任意）"
          description="このカテゴリーにどんなコラムが入るかを短く書きます。"
          autosize
          minRows={3}
          {...form.getInputProps('description')}
        />
        <PublishStatusField
          value={form.values.status}
          onChange={(status) => form.setFieldValue('status', status)}
          error={form.errors.status as string | undefined}
        />
        {/* A text field with a numeric keyboard: validated above, and lighter than NumberInput. */}
        <TextInput
          label="表示順（任意）"
          description="小さい数ほど先に並びます。空のままにすると最後に並びます。"
          inputMode="numeric"
          pattern="[0-9]*"
          w={200}
          {...form.getInputProps('sort_order')}
        />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {category ? '変更を保存する' : 'カテゴリーを作成する'}
          </Button>
          <ButtonLink to={pagePath('admin-categories')} variant="default">
            一覧へ戻る
          </ButtonLink>
        </Group>
      </Stack>
    </Form>
  );
}
