import { api } from '@hiroba/api-client';
import { CodeInput, useForm, useSubmitErrors, NewPasswordFields, newPasswordRules, normalizeCode, validateCode } from '@hiroba/shared-ui';
import { RequiredFieldsForm } from '../../../shared/forms/required-fields-form';

interface ResetPasswordFormProps {
  email: string;
  onDone(): void;
}

/** Step 2: the code from the mail and the new password, typed twice. */
export function ResetPasswordForm({ email, onDone }: ResetPasswordFormProps) {
  const form = useForm({
    initialValues: { code: '', password: '', password_confirmation: '' },
    validate: { code: validateCode, ...newPasswordRules },
  });
  const errors = useSubmitErrors(form);

  const submit = errors.submit(async ({ code, password }) => {
    await api.users.resetPassword({ email, code: normalizeCode(code), password });
    onDone();
  });

  return (
    <RequiredFieldsForm onSubmit={submit} messages={errors.messages} submitting={form.submitting} submitLabel="パスワードを再設定する">
      <CodeInput description="メールに書かれている6けたの数字です。有効期限は10分です。" {...form.getInputProps('code')} />
      <NewPasswordFields inputProps={(field) => form.getInputProps(field)} />
    </RequiredFieldsForm>
  );
}
