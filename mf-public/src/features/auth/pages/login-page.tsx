import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  PageHeader,
  PasswordInput,
  RouterAnchor,
  Stack,
  Text,
  TextInput,
  snackbar,
  useBreadcrumbs,
  useForm,
  usePageTitle,
  FormErrorSummary,
  focusFirstError,
  useSubmitErrors,
  pagePath,
} from '@hiroba/shared-ui';
import { api, useSession } from '@hiroba/api-client';
import { RequiredNote } from '../../../shared/forms/required-note';
import { requireText, validateEmail } from '../../../shared/forms/validators';
import { afterLoginPath } from '../lib/after-login-path';

export default function LoginPage() {
  usePageTitle('ログイン');
  useBreadcrumbs([{ text: 'トップ', to: pagePath('top') }, { text: 'ログイン', disabled: true }]);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useSession((s) => s.login);

  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: { email: validateEmail, password: requireText('パスワード') },
  });
  const errors = useSubmitErrors(form);

  const submit = form.onSubmit(
    async (values) => {
      errors.clear();
      try {
        const { token, user } = await api.auth.signIn({ email: values.email.trim(), password: values.password });
        login(token, user);
        snackbar.show('ログインしました。', 'success');
        navigate(afterLoginPath(params.get('redirect'), user.role), { replace: true });
      } catch (error) {
        errors.show(error);
      }
    },
    (fieldErrors) => focusFirstError(form, fieldErrors),
  );

  return (
    <>
      <PageHeader title="ログイン" lead="登録したメールアドレスとパスワードを入力してください。" />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <RequiredNote />
          <TextInput
            label="メールアドレス"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            withAsterisk={false}
            {...form.getInputProps('email')}
          />
          <PasswordInput label="パスワード" autoComplete="current-password" required withAsterisk={false} {...form.getInputProps('password')} />
          <FormErrorSummary messages={errors.messages} />
          <Button type="submit" size="md" loading={form.submitting}>
            ログイン
          </Button>
        </Stack>
      </form>
      <Stack gap="xs" mt="xl">
        <Text>
          パスワードを忘れた方は <RouterAnchor to={pagePath('forgot-password')}>パスワードの再設定</RouterAnchor>
        </Text>
        <Text>
          はじめての方は <RouterAnchor to={pagePath('sign-up-intro')}>会員登録のご案内</RouterAnchor>
        </Text>
      </Stack>
    </>
  );
}
