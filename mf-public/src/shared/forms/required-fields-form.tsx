// A form of the public pages whose fields are all required (login, sign-up, password reset): the
// note that says so, the fields, what the server refused, and the one button, in that order.
import type { FormEvent, ReactNode } from 'react';
import { Button, Form, FormErrorSummary, Stack } from '@hiroba/shared-ui';
import { RequiredNote } from './required-note';

interface Props {
  /** useSubmitErrors' submit. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** What no field could take (useSubmitErrors' messages). */
  messages: string[];
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}

export function RequiredFieldsForm({ onSubmit, messages, submitting, submitLabel, children }: Props) {
  return (
    <Form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <RequiredNote />
        {children}
        <FormErrorSummary messages={messages} />
        <Button type="submit" size="md" loading={submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Form>
  );
}
