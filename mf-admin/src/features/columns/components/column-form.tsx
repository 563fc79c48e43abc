import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, selectUserId, useSession, type Category, type Column, type ExpertInfo, type Tag } from '@hiroba/api-client';
import { FIELD_LABELS, LIMITS } from '@hiroba/contract/fields';
import { EASY_SUMMARY_MAX } from '@hiroba/contract/reading-aids';
import {
  Button,
  Checkbox,
  DraftOffer,
  Form,
  FormErrorSummary,
  Group,
  HtmlEditor,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
  errorMessage,
  maxChars,
  pagePath,
  requiredText,
  snackbar,
  useForm,
  useFormDraft,
  useSubmitErrors,
} from '@hiroba/shared-ui';
import { imageFileProblem, readAsDataUrl } from '@hiroba/shared-ui/signed-in';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { hasBody, initialValues, toBody, type ColumnFormValues } from '../lib/column-form-values';
import { ColumnPreview } from './column-preview';
import { EasySummaryField } from './easy-summary-field';
import { EyeCatchField } from './eye-catch-field';
import { PublicationField } from './publication-field';

export interface ColumnChoices {
  categories: Category[];
  tags: Tag[];
  experts: ExpertInfo[];
}

interface Props extends ColumnChoices {
  /** The column being edited; without it the form writes a new one. */
  column?: Column;
}

/** A picture for the body: checked here like the eye-catch, then stored by the server. */
async function uploadBodyPicture(file: File): Promise<string> {
  const problem = imageFileProblem(file);
  if (problem) {
    snackbar.show(problem, 'error');
    throw new Error(problem);
  }
  try {
    return (await api.columns.uploadImage({ image_data: await readAsDataUrl(file) })).url;
  } catch (failure) {
    snackbar.show(errorMessage(failure), 'error');
    throw failure;
  }
}

const ALT_QUESTION = '画像の説明（代替テキスト）を入力してください。画面読み上げを使う方は、この説明で画像を知ります。';

/**
 * The column editor: title, lead, category, tags, eye-catch, 監修者, the rich-text body, its
 * やさしい日本語の要約 with plain-Japanese hints, and the publication (draft, now, or at a date).
 * What is typed is kept on the device until the server has it; leaving with unsaved changes asks
 * first. Errors stay beside their fields.
 */
export function ColumnForm({ column, categories, tags, experts }: Props) {
  const navigate = useNavigate();
  const bodyId = useId();
  const [previewing, setPreviewing] = useState(false);
  const form = useForm<ColumnFormValues>({
    mode: 'controlled',
    initialValues: initialValues(column),
    validate: {
      title: requiredText(FIELD_LABELS.title, LIMITS.column.title),
      excerpt: requiredText(FIELD_LABELS.excerpt, LIMITS.column.excerpt),
      body: (value) => (hasBody(value) ? null : '本文を入力してください。'),
      easy_summary: maxChars(FIELD_LABELS.easy_summary, EASY_SUMMARY_MAX),
      category_id: (value) => (value ? null : 'カテゴリを選んでください。'),
      tag_ids: (value) => (value.length > LIMITS.column.tags ? `タグは${LIMITS.column.tags}個までです。` : null),
      thumbnail_alt: (value, values) => (values.thumbnail && !value.trim() ? 'アイキャッチ画像の代替テキスト（画像の説明）を入力してください。' : null),
      publish_at: (value, values) => {
        if (values.status !== 'scheduled') return null;
        if (!value) return '公開予約には公開日時を指定してください。';
        return new Date(value) > new Date() ? null : '公開日時は今より後の日時を指定してください。';
      },
    },
  });
  const errors = useSubmitErrors(form);
  const person = useSession(selectUserId);
  const draft = useFormDraft(form, { form: 'column', person, object: column?.id ?? 'new' });
  useLeaveGuard(form.isDirty());

  const submit = errors.submit(async (values) => {
    const body = toBody(values);
    const saved = column ? await api.columns.update(column.id, body) : await api.columns.create(body);
    draft.forget();
    form.resetDirty(values);
    snackbar.show(`コラム「${saved.title}」を保存しました。`, 'success');
    navigate(pagePath('admin-columns', {}, { status: 'all' }));
  });

  const bodyError = form.errors.body as string | undefined;
  return (
    <Form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={880}>
        <DraftOffer draft={draft} />
        <FormErrorSummary messages={errors.messages} title="保存できませんでした" />
        <Text size="sm">＊の付いた項目は必須です。</Text>
        <TextInput label="タイトル" required withAsterisk {...form.getInputProps('title')} />
        <Textarea label="リード文" description="一覧と記事の冒頭に出る、短い紹介文です。" required withAsterisk autosize minRows={2} {...form.getInputProps('excerpt')} />
        <NativeSelect
          label="カテゴリー"
          required
          withAsterisk
          data={[{ value: '', label: '選んでください' }, ...categories.map((c) => ({ value: String(c.id), label: c.title }))]}
          {...form.getInputProps('category_id')}
        />
        <Checkbox.Group label="タグ" description={`${LIMITS.column.tags}個まで選べます。`} {...form.getInputProps('tag_ids')}>
          <Group mt="xs">
            {tags.map((t) => (
              <Checkbox key={t.id} value={String(t.id)} label={t.title} />
            ))}
          </Group>
        </Checkbox.Group>
        <EyeCatchField form={form} />
        <NativeSelect
          label="監修者"
          description="記事を確かめた専門家です。記事に名前とプロフィールへのリンクが出ます。"
          data={[{ value: '', label: 'なし' }, ...experts.map((e) => ({ value: String(e.id), label: e.title ? `${e.name}（${e.title}）` : e.name }))]}
          {...form.getInputProps('expert_info_id')}
        />
        <div>
          <Text component="div" id={`${bodyId}-label`} fw={500} size="sm">
            本文{' '}
            <Text component="span" c="red" aria-hidden="true">
              *
            </Text>
          </Text>
          <Text id={`${bodyId}-description`} size="xs" c="dimmed" mb={4}>
            見出し・箇条書き・引用・リンク・表・画像が使えます。画像には説明（代替テキスト）が必要です。
          </Text>
          <HtmlEditor
            value={form.values.body}
            onChange={(html) => form.setFieldValue('body', html)}
            labelledBy={`${bodyId}-label`}
            describedBy={bodyError ? `${bodyId}-description ${bodyId}-error` : `${bodyId}-description`}
            invalid={Boolean(bodyError)}
            uploadImage={uploadBodyPicture}
            askAlt={(current) => window.prompt(ALT_QUESTION, current)}
          />
          {bodyError && (
            <Text id={`${bodyId}-error`} c="red" size="sm" mt={4}>
              {bodyError}
            </Text>
          )}
        </div>
        <EasySummaryField form={form} />
        <PublicationField form={form} />
        <Group>
          <Button type="submit" loading={form.submitting}>
            保存する
          </Button>
          <Button variant="outline" onClick={() => setPreviewing((on) => !on)} aria-expanded={previewing}>
            {previewing ? 'プレビューを閉じる' : 'プレビュー'}
          </Button>
        </Group>
        {previewing && <ColumnPreview form={form} />}
      </Stack>
    </Form>
  );
}

