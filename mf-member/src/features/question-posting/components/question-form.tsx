// The question form of /my-page/post-question and /my-page/edit-question/{id}. Labels are the
// contract's FIELD_LABELS (質問の内容 for the body); the character limits (docs/product.md#validation)
// and counts are in each field's description, so they are read with it. What is typed is kept on the
// device, per question, until the server has it (useFormDraft). Personal information in the title or
// the body is shown before the question is sent (usePersonalInfoCheck). A new question lists
// 似ている質問 under its title as it is typed (useSimilarQuestions); following one of them and coming
// back puts the kept text back in the form at once, instead of only offering it.
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { helpLineNumbers, selectUserId, useSession } from '@hiroba/api-client';
import {
  Form,
  Button,
  Checkbox,
  DraftOffer,
  FormErrorSummary,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  useForm,
  useFormDraft,
  usePersonalInfoCheck,
  useSubmitErrors,
  charCount,
  hasKeptDraft,
} from '@hiroba/shared-ui';
import { FIELD_LABELS, LIMITS } from '@hiroba/contract/fields';
import type { QuestionChoices } from '../lib/question-choices';
import { BODY_LABEL, questionRules, type QuestionValues } from '../lib/question-values';
import { useSimilarQuestions } from '../lib/use-similar-questions';
import { SimilarQuestionsList } from './similar-questions';

/**
 * In the history entry of the new-question form while one of its 似ている質問 is open: coming back
 * (the browser's back) restores the kept draft at once. Removed from the entry once used.
 */
const BACK_TO_DRAFT = 'hirobaBackToQuestionDraft';

type EntryState = Record<string, unknown> | null;
const entryState = (state: unknown): EntryState => (state && typeof state === 'object' ? (state as Record<string, unknown>) : null);

interface QuestionFormProps {
  /** The question being edited; null for a new one. */
  questionId: number | null;
  choices: QuestionChoices;
  initialValues: QuestionValues;
  submitLabel: string;
  /** Sends the values; a rejection (ApiError) is shown beside the fields. */
  onSubmit(values: QuestionValues): Promise<void>;
  /** More actions beside the submit button (e.g. 削除). */
  actions?: ReactNode;
}

export function QuestionForm({ questionId, choices, initialValues, submitLabel, onSubmit, actions }: QuestionFormProps) {
  const form = useForm<QuestionValues>({ initialValues, validate: questionRules });
  const errors = useSubmitErrors(form);
  const person = useSession(selectUserId);
  const draftOf = { form: 'question', person, object: questionId ?? 'new' } as const;
  const draft = useFormDraft(form, draftOf);
  const { title, body, tag_ids: tagIds } = form.values;
  const isNew = questionId === null;
  const similar = useSimilarQuestions(title, isNew);

  const location = useLocation();
  const navigate = useNavigate();
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };
  const backToDraft = isNew && entryState(location.state)?.[BACK_TO_DRAFT] === true;
  // Before a similar question opens in this tab: this entry remembers it, so that the browser's back
  // finds the text in the form. (The text itself is kept by useFormDraft when the form unmounts.)
  const markEntry = () => navigate(here, { replace: true, state: { ...entryState(location.state), [BACK_TO_DRAFT]: true } });
  useEffect(() => {
    if (!backToDraft) return;
    if (draft.offered) draft.restore();
    else if (hasKeptDraft(draftOf)) return; // offered in a moment
    const { [BACK_TO_DRAFT]: _used, ...rest } = entryState(location.state) ?? {};
    navigate(here, { replace: true, state: Object.keys(rest).length > 0 ? rest : null });
  }, [backToDraft, draft.offered]); // on coming back, and again when the offer arrives

  const personalInfo = usePersonalInfoCheck(form, {
    fields: [
      { field: 'title', label: FIELD_LABELS.title },
      { field: 'body', label: BODY_LABEL },
    ],
    loadAllowed: helpLineNumbers,
    headingOrder: 2,
  });
  const submit = errors.submit(
    personalInfo.guard(async (values) => {
      await onSubmit(values);
      draft.forget();
    }),
  );

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="question-form-title">
      <Stack gap="lg" maw={760}>
        <Text id="question-form-title" fw={700}>
          質問の入力欄（タイトル、質問の内容、カテゴリーは必須です）
        </Text>
        <DraftOffer draft={draft} />
        <TextInput
          label={FIELD_LABELS.title}
          description={`何を知りたいのかが一目でわかる短い文に。${LIMITS.question.title}文字まで（いま ${charCount(title)}文字）`}
          required
          withAsterisk={false}
          {...form.getInputProps('title')}
          {...similar.compositionProps}
        />
        {isNew && <SimilarQuestionsList found={similar} onOpen={markEntry} />}
        <Textarea
          label={BODY_LABEL}
          description={`本名、住所、電話番号など、あなたや他の人が特定される情報は書かないでください。${LIMITS.question.body}文字まで（いま ${charCount(body)}文字）`}
          autosize
          minRows={8}
          required
          withAsterisk={false}
          {...form.getInputProps('body')}
        />
        <NativeSelect
          label="カテゴリー"
          required
          withAsterisk={false}
          data={[{ value: '', label: '選んでください' }, ...choices.categories.map((c) => ({ value: String(c.id), label: c.title }))]}
          {...form.getInputProps('category_id')}
        />
        {choices.tags.length > 0 && (
          <Checkbox.Group
            label="タグ"
            description={`${LIMITS.question.tags}つまで選べます（いま ${tagIds.length}つ）。`}
            {...form.getInputProps('tag_ids')}
          >
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" mt="xs">
              {choices.tags.map((tag) => {
                const value = String(tag.id);
                // At the limit the others are disabled, so a sixth cannot be chosen by mistake.
                const full = tagIds.length >= LIMITS.question.tags && !tagIds.includes(value);
                return <Checkbox key={tag.id} value={value} label={tag.title} disabled={full} />;
              })}
            </SimpleGrid>
          </Checkbox.Group>
        )}
        <NativeSelect
          label="専門家（任意）"
          description="特定の専門家に答えてほしいときに選びます。選ばなくても、専門家やほかの会員が回答できます。"
          data={[
            { value: '', label: '指名しない' },
            ...choices.experts.map((e) => ({ value: String(e.id), label: e.title ? `${e.name}（${e.title}）` : e.name })),
          ]}
          {...form.getInputProps('expert_info_id')}
        />
        {personalInfo.panel(submit)}
        <FormErrorSummary messages={errors.messages} />
        <Group>
          <Button type="submit" size="md" loading={form.submitting}>
            {submitLabel}
          </Button>
          {actions}
        </Group>
      </Stack>
    </Form>
  );
}
