import { forwardRef, useId, type KeyboardEvent } from 'react';
import { helpLineNumbers, selectUserId, useSession } from '@hiroba/api-client';
import {
  DraftOffer,
  Form,
  Button,
  FormErrorSummary,
  Group,
  Stack,
  Textarea,
  useForm,
  useFormDraft,
  usePersonalInfoCheck,
  useSubmitErrors,
} from '@hiroba/shared-ui';
import { isSubmitShortcut } from '../lib/submit-shortcut';

/** What the text is kept on the device under: a comment on question N, a reply to comment M. */
export interface PostDraftOf {
  form: 'comment' | 'reply';
  object: number;
}

interface TextPostFormProps {
  draftOf: PostDraftOf;
  /** The Textarea's label, e.g. コメントを書く. */
  label: string;
  submitLabel: string;
  maxLength: number;
  /** Sends the text; resolves when the server has it. */
  post(body: string): Promise<void>;
  onCancel?(): void;
  /** The personal-information warning's heading level, below the form's heading (default 3). */
  headingOrder?: 3 | 4 | 5;
}

/**
 * A comment or reply: a labelled Textarea whose errors stand beside it (the server names it "body"),
 * anything else above the button, like every form. Ctrl+Enter sends (never during IME composition);
 * the text is kept on the device until it is posted, then cleared. Personal information in it is
 * shown before it is sent (usePersonalInfoCheck).
 */
export const TextPostForm = forwardRef<HTMLTextAreaElement, TextPostFormProps>(function TextPostForm(
  { draftOf, label, submitLabel, maxLength, post, onCancel, headingOrder },
  ref,
) {
  // A name per form (letters, digits and dashes only): several reply forms can be open on one page,
  // and focus must find this one's field.
  const name = `post-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const form = useForm({
    name,
    initialValues: { body: '' },
    validate: {
      body: (value: string) => {
        const text = value.trim();
        if (!text) return `${label}：内容を入力してください。`;
        return text.length > maxLength ? `${label}：${maxLength}文字以内で入力してください（いま${text.length}文字）。` : null;
      },
    },
  });
  const errors = useSubmitErrors(form);
  const person = useSession(selectUserId);
  const draft = useFormDraft(form, { ...draftOf, person });
  const personalInfo = usePersonalInfoCheck(form, { fields: [{ field: 'body', label }], loadAllowed: helpLineNumbers, headingOrder });
  const submit = errors.submit(
    personalInfo.guard(async ({ body }) => {
      await post(body.trim());
      draft.forget();
      form.reset();
    }),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSubmitShortcut(event)) {
      event.preventDefault();
      if (!form.submitting) submit();
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <DraftOffer draft={draft} />
        <Textarea
          ref={ref}
          label={label}
          description={`${maxLength}文字まで。Ctrl+Enterでも送信できます。`}
          onKeyDown={onKeyDown}
          autosize
          minRows={3}
          maxRows={12}
          {...form.getInputProps('body')}
        />
        {personalInfo.panel(submit)}
        <FormErrorSummary messages={errors.messages} />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button type="button" variant="subtle" onClick={onCancel}>
              やめる
            </Button>
          )}
        </Group>
      </Stack>
    </Form>
  );
});
