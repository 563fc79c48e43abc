import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  FormErrorSummary,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  applyServerErrors,
  useForm,
  pagePath,
} from '@hiroba/shared-ui';
import { api, useSession } from '@hiroba/api-client';
import { required, validateEmail } from '../../../shared/lib/form-rules';

export const NOT_ADMIN_MESSAGE =
  'このアカウントには管理者の権限がありません。管理者のメールアドレスとパスワードでログインしてください。';

/**
 * Signs in through api.auth.signIn; only an admin's session is kept. Anyone else is told so and the
 * answer is dropped, so the admin area is never entered with a member's token.
 */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string[]>([]);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: { email: validateEmail, password: required('パスワード') },
  });

  const submit = form.onSubmit(async (values) => {
    setFormError([]);
    try {
      const { token, user } = await api.auth.signIn({ email: values.email.trim(), password: values.password });
      if (user.role !== 'admin') {
        form.setFieldValue('password', '');
        setFormError([NOT_ADMIN_MESSAGE]);
        return;
      }
      useSession.getState().login(token, user);
      navigate(pagePath('admin-dashboard'), { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorSummary messages={formError} title="ログインできませんでした" />
        {/* Both fields are required: said once here, and aria-required on each field. */}
        <Text size="sm">メールアドレスとパスワードは、どちらも必須です。</Text>
        <TextInput
          label="メールアドレス"
          type="email"
          autoComplete="username"
          required
          withAsterisk={false}
          {...form.getInputProps('email')}
        />
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
    </form>
  );
}
