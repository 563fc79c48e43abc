import { api } from '@hiroba/api-client';
import { Form, Button, Stack, useForm, FormErrorSummary, useSubmitErrors, validateEmail, EmailInput } from '@hiroba/shared-ui';
import { RequiredNote } from '../../../shared/forms/required-note';

interface RequestCodeFormProps {
  initialEmail?: string;
  onSent(email: string): void;
}

/** Step 1: ask for a 6-digit code by e-mail. The server answers the same whether or not the address exists. */
export function RequestCodeForm({ initialEmail = '', onSent }: RequestCodeFormProps) {
  const form = useForm({ initialValues: { email: initialEmail }, validate: { email: validateEmail } });
  const errors = useSubmitErrors(form);

  const submit = errors.submit(async ({ email }) => {
    await api.users.getCode({ email: email.trim() });
    onSent(email.trim());
  });

  return (
    <Form onSubmit={submit} noValidate>
      <Stack gap="md">
        <RequiredNote />
        <EmailInput description="会員登録に使ったメールアドレスを入力してください。" {...form.getInputProps('email')} />
        <FormErrorSummary messages={errors.messages} />
        <Button type="submit" size="md" loading={form.submitting}>
          確認コードを送る
        </Button>
      </Stack>
    </Form>
  );
}
