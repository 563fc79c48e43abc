import { api } from '@hiroba/api-client';
import { Form, Button, Stack, TextInput, useForm, FormErrorSummary, useSubmitErrors, NewPasswordFields, newPasswordRules, normalizeCode } from '@hiroba/shared-ui';
import { RequiredNote } from '../../../shared/forms/required-note';

interface ResetPasswordFormProps {
  email: string;
  onDone(): void;
}

/** Step 2: the code from the mail and the new password, typed twice. */
export function ResetPasswordForm({ email, onDone }: ResetPasswordFormProps) {
  const form = useForm({
    initialValues: { code: '', password: '', password_confirmation: '' },
    validate: {
      code: (value) => {
        const code = normalizeCode(value);
        if (!code) return '確認コードを入力してください。';
        return /^\d{6}$/.test(code) ? null : '確認コードは6けたの数字で入力してください。';
      },
      ...newPasswordRules,
    },
  });
  const errors = useSubmitErrors(form);

  const submit = errors.submit(async ({ code, password }) => {
    await api.users.resetPassword({ email, code: normalizeCode(code), password });
    onDone();
  });

  return (
    <Form onSubmit={submit} noValidate>
      <Stack gap="md">
        <RequiredNote />
        <TextInput
          label="確認コード（6けたの数字）"
          description="メールに書かれている6けたの数字です。有効期限は10分です。"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          required
          withAsterisk={false}
          {...form.getInputProps('code')}
        />
        <NewPasswordFields inputProps={(field) => form.getInputProps(field)} />
        <FormErrorSummary messages={errors.messages} />
        <Button type="submit" size="md" loading={form.submitting}>
          パスワードを再設定する
        </Button>
      </Stack>
    </Form>
  );
}
