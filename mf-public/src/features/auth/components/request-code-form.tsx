import { api } from '@hiroba/api-client';
import { Button, Stack, TextInput, useForm, FormErrorSummary, focusFirstError, useSubmitErrors } from '@hiroba/shared-ui';
import { RequiredNote } from '../../../shared/forms/required-note';
import { validateEmail } from '../../../shared/forms/validators';

interface RequestCodeFormProps {
  initialEmail?: string;
  onSent(email: string): void;
}

/** Step 1: ask for a 6-digit code by e-mail. The server answers the same whether or not the address exists. */
export function RequestCodeForm({ initialEmail = '', onSent }: RequestCodeFormProps) {
  const form = useForm({ initialValues: { email: initialEmail }, validate: { email: validateEmail } });
  const errors = useSubmitErrors(form);

  const submit = form.onSubmit(
    async ({ email }) => {
      errors.clear();
      try {
        await api.users.getCode({ email: email.trim() });
        onSent(email.trim());
      } catch (error) {
        errors.show(error);
      }
    },
    (fieldErrors) => focusFirstError(form, fieldErrors),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <RequiredNote />
        <TextInput
          label="メールアドレス"
          description="会員登録に使ったメールアドレスを入力してください。"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          withAsterisk={false}
          {...form.getInputProps('email')}
        />
        <FormErrorSummary messages={errors.messages} />
        <Button type="submit" size="md" loading={form.submitting}>
          確認コードを送る
        </Button>
      </Stack>
    </form>
  );
}
