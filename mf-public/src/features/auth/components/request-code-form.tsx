import { api } from '@hiroba/api-client';
import { useForm, useSubmitErrors, validateEmail, EmailInput } from '@hiroba/shared-ui';
import { RequiredFieldsForm } from '../../../shared/forms/required-fields-form';

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
    <RequiredFieldsForm onSubmit={submit} messages={errors.messages} submitting={form.submitting} submitLabel="確認コードを送る">
      <EmailInput description="会員登録に使ったメールアドレスを入力してください。" {...form.getInputProps('email')} />
    </RequiredFieldsForm>
  );
}
