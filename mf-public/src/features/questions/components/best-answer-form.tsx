// The best answer dialog's form (best-answer-button.tsx): the optional お礼 and the choice. Loaded
// with the first opening: only the asker and admins ever see it. The server's refusals show beside
// the お礼, or above the buttons when they are about the answer itself (comment_id).
import { api } from '@hiroba/api-client';
import { LIMITS } from '@hiroba/contract/fields';
import { Button, Form, FormErrorSummary, Group, Stack, Text, Textarea, charCount, maxChars, useForm, useSubmitErrors } from '@hiroba/shared-ui';
import { BEST_ANSWER_ACTION } from './best-answer-button';

export const THANKS_LABEL = `お礼（任意・${LIMITS.bestAnswer.thanks}文字まで）`;

export interface BestAnswerFormProps {
  questionId: number;
  commentId: number;
  target: string;
  /** After the choice was saved: the page loads the question again (its data version moved). */
  onChosen(): void;
  onCancel(): void;
}

export function BestAnswerForm({ questionId, commentId, target, onChosen, onCancel }: BestAnswerFormProps) {
  const form = useForm({
    name: `best-answer-${questionId}-${commentId}`,
    initialValues: { thanks: '' },
    validate: { thanks: maxChars('お礼', LIMITS.bestAnswer.thanks) },
  });
  const errors = useSubmitErrors(form);
  const thanks = form.getValues().thanks;
  const submit = errors.submit(async ({ thanks: text }) => {
    const trimmed = text.trim();
    await api.questions.chooseBestAnswer(questionId, { comment_id: commentId, ...(trimmed ? { thanks: trimmed } : {}) });
    onChosen();
  });

  return (
    <Form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{target}をベストアンサーに選びます。選び直すこともできます。</Text>
        <Textarea
          label={THANKS_LABEL}
          description={`回答の下に表示されます（いま ${charCount(thanks.trim())}文字）`}
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          {...form.getInputProps('thanks')}
        />
        <FormErrorSummary messages={errors.messages} title="ベストアンサーを選べませんでした" />
        <Group justify="flex-end">
          <Button type="button" variant="default" onClick={onCancel}>
            キャンセル
          </Button>
          <Button type="submit" loading={form.submitting}>
            {BEST_ANSWER_ACTION}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
