// A button for an admin's action that takes a reason (an expert's decision, an account's suspension):
// it opens a dialog that says what happens and asks the reason, then sends one call however quickly
// the confirm is clicked. The server's field errors land beside the reason; anything else in the
// dialog's summary.
import { useRef, useState, type ReactNode } from 'react';
import { Button, Form, FormErrorSummary, Group, Modal, Stack, Textarea, maxChars, requiredText, useForm, useSubmitErrors, type ButtonProps } from '@hiroba/shared-ui';

export interface ReasonField {
  /** The field's name in the call's body, so the server's errors about it land beside it ('reason' when not given). */
  name?: string;
  label: string;
  /** What the reason is for and who reads it, given what has been typed (for a count). */
  description(typed: string): string;
  required: boolean;
  /** The asterisk beside the label (off where the description already says it is required). */
  withAsterisk: boolean;
  max: number;
}

interface Props {
  /** The opening button's words and looks. */
  label: string;
  variant?: ButtonProps['variant'];
  color?: string;
  /** The id of what the button acts on (a row's or a card's name), for its accessible description. */
  describedBy?: string;
  /** The dialog's title, a question. */
  title: string;
  /** Mantine's dialog sizes; the default fits a short text. */
  size?: string;
  /** What will happen, above the reason. */
  children: ReactNode;
  reason: ReasonField;
  confirmLabel: string;
  confirmColor?: string;
  /** The summary's title when the server refuses. */
  failedTitle: string;
  /** Sends the action with the reason trimmed ('' when none is given); resolves once it is done. */
  send(reason: string): Promise<void>;
}

export function ReasonActionButton({ label, variant, color, describedBy, title, size, children, reason, confirmLabel, confirmColor, failedTitle, send }: Props) {
  const [opened, setOpened] = useState(false);
  const name = reason.name ?? 'reason';
  const form = useForm<Record<string, string>>({
    mode: 'controlled',
    initialValues: { [name]: '' },
    validate: { [name]: (reason.required ? requiredText : maxChars)(reason.label, reason.max) },
  });
  const errors = useSubmitErrors(form);
  // Two quick clicks land before React draws the button busy: the ref stops the second call.
  const sending = useRef(false);

  const open = () => {
    form.reset();
    errors.clear();
    setOpened(true);
  };
  const close = () => !form.submitting && setOpened(false);

  const submit = errors.submit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await send(values[name].trim());
      setOpened(false);
    } finally {
      sending.current = false;
    }
  });

  return (
    <>
      <Button onClick={open} variant={variant} color={color} aria-describedby={describedBy}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered size={size}>
        <Form onSubmit={submit} noValidate aria-label={title}>
          <Stack>
            {children}
            <Textarea
              label={reason.label}
              description={reason.description(form.values[name])}
              required={reason.required}
              withAsterisk={reason.withAsterisk}
              autosize
              minRows={3}
              data-autofocus
              {...form.getInputProps(name)}
            />
            <FormErrorSummary messages={errors.messages} title={failedTitle} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={form.submitting}>
                やめる
              </Button>
              <Button type="submit" color={confirmColor} loading={form.submitting}>
                {confirmLabel}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}
