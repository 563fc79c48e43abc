import { forwardRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@hiroba/shared-ui';
import { isApiError } from '@hiroba/api-client';
import { isSubmitShortcut } from '../lib/submit-shortcut';

interface TextPostFormProps {
  /** The Textarea's label, e.g. コメントを書く. */
  label: string;
  submitLabel: string;
  maxLength: number;
  /** Sends the text; resolves when the server has it. */
  post(body: string): Promise<void>;
  onCancel?(): void;
}

/**
 * A comment or reply: a labelled Textarea whose server error stands beside it. Ctrl+Enter sends
 * (never during IME composition); the text is cleared after a successful post.
 */
export const TextPostForm = forwardRef<HTMLTextAreaElement, TextPostFormProps>(function TextPostForm(
  { label, submitLabel, maxLength, post, onCancel },
  ref,
) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [other, setOther] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send() {
    if (sending) return;
    const text = body.trim();
    if (!text) {
      setError(`${label}：内容を入力してください。`);
      return;
    }
    if (text.length > maxLength) {
      setError(`${label}：${maxLength}文字以内で入力してください（いま${text.length}文字）。`);
      return;
    }
    setSending(true);
    setError(null);
    setOther(null);
    try {
      await post(text);
      setBody('');
    } catch (e) {
      // The server names the field "body"; anything else (permission, network) goes above the button.
      const field = isApiError(e) ? e.errors.find((item) => item.field === 'body') : undefined;
      if (field) setError(field.message);
      else setOther(e instanceof Error && e.message ? e.message : '送信できませんでした。');
    } finally {
      setSending(false);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSubmitShortcut(event)) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <Textarea
          ref={ref}
          label={label}
          description={`${maxLength}文字まで。Ctrl+Enterでも送信できます。`}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={error}
          autosize
          minRows={3}
          maxRows={12}
        />
        {other && (
          <Alert color="red" role="alert">
            <Text>{other}</Text>
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={sending}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button type="button" variant="subtle" onClick={onCancel}>
              やめる
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
});
