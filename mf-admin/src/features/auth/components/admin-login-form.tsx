import { useNavigate } from 'react-router-dom';
import {
  Form,
  Button,
  FormErrorSummary,
  PasswordInput,
  Stack,
  Text,
  requireText,
  useForm,
  useSubmitErrors,
  validateEmail,
  pagePath,
  EmailInput,
} from '@hiroba/shared-ui';
import { ApiError, api, useSession } from '@hiroba/api-client';
import { FIELD_LABELS } from '@hiroba/contract/fields';

export const NOT_ADMIN_MESSAGE =
  'このアカウントには管理者の権限がありません。管理者のメールアドレスとパスワードでログインしてください。';

/**
 * Signs in through api.auth.signIn; only an admin's session is kept. Anyone else is told so and the
 * answer is dropped, so the admin area is never entered with a member's token.
 */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: { email: validateEmail, password: requireText(FIELD_LABELS.password) },
  });
  const errors = useSubmitErrors(form);

  const submit = errors.submit(async (values) => {
    const { token, user } = await api.auth.signIn({ email: values.email.trim(), password: values.password });
    if (user.role !== 'admin') {
      form.setFieldValue('password', '');
      throw new ApiError(403, [{ message: NOT_ADMIN_MESSAGE }]);
    }
    useSession.getState().login(token, user);
    navigate(pagePath('admin-dashboard'), { replace: true });
  });

  return (
    <Form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorSummary messages={errors.messages} title="ログインできませんでした" />
        {/* Both fields are required: said once here, and aria-required on each field. */}
        <Text size="sm">メールアドレスとパスワードは、どちらも必須です。</Text>
        <EmailInput autoComplete="username" {...form.getInputProps('email')} />
        <PasswordInput
          label="パスワード"
          autoComplete="current-password"
          required
          withAsterisk={false}
          visibilityToggleButtonProps={{ 'aria-label': 'パスワードを表示する' }}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={form.submitting}>
          ログイン
        </Button>
      </Stack>
    </Form>
  );
}
