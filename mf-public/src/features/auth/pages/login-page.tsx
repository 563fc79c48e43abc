import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  PageHeader,
  PasswordInput,
  RouterAnchor,
  Stack,
  Text,
  snackbar,
  useForm,
  useSubmitErrors,
  pagePath,
  requireText,
  validateEmail,
  usePageTrail,
  TOP_CRUMB,
  EmailInput,
} from '@hiroba/shared-ui';
import { api, useSession } from '@hiroba/api-client';
import { RequiredFieldsForm } from '../../../shared/forms/required-fields-form';
import { FIELD_LABELS } from '@hiroba/contract/fields';
import { afterLoginPath } from '../lib/after-login-path';
import { wayBackQuery } from '../../../shared/routing/way-back';

export default function LoginPage() {
  usePageTrail('ログイン', [TOP_CRUMB]);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useSession((s) => s.login);

  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: { email: validateEmail, password: requireText(FIELD_LABELS.password) },
  });
  const errors = useSubmitErrors(form);

  const submit = errors.submit(async (values) => {
    const { token, user } = await api.auth.signIn({ email: values.email.trim(), password: values.password });
    login(token, user);
    snackbar.show('ログインしました。', 'success');
    navigate(afterLoginPath(params.get('redirect'), user.role), { replace: true });
  });

  return (
    <>
      <PageHeader title="ログイン" lead="登録したメールアドレスとパスワードを入力してください。" />
      <RequiredFieldsForm onSubmit={submit} messages={errors.messages} submitting={form.submitting} submitLabel="ログイン">
        <EmailInput {...form.getInputProps('email')} />
        <PasswordInput label="パスワード" autoComplete="current-password" required withAsterisk={false} {...form.getInputProps('password')} />
      </RequiredFieldsForm>
      <Stack gap="xs" mt="xl">
        <Text>
          パスワードを忘れた方は <RouterAnchor to={pagePath('forgot-password')}>パスワードの再設定</RouterAnchor>
        </Text>
        <Text>
          はじめての方は <RouterAnchor to={pagePath('sign-up-intro', {}, wayBackQuery(params.get('redirect')))}>会員登録のご案内</RouterAnchor>
        </Text>
      </Stack>
    </>
  );
}
