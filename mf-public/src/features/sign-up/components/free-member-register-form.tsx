import { signUp } from '@hiroba/api-client';
import {
  Checkbox,
  PasswordInput,
  RouterAnchor,
  Text,
  TextInput,
  useForm,
  useSubmitErrors,
  pagePath,
  PASSWORD_RULES_TEXT,
  requiredText,
  validateEmail,
  validateNewPassword,
  EmailInput,
} from '@hiroba/shared-ui';
import { RequiredFieldsForm } from '../../../shared/forms/required-fields-form';
import { FIELD_LABELS, LIMITS } from '@hiroba/contract/fields';

// Field names follow the API body (SignUpBody) so the server's field errors land on the right field.
export function FreeMemberRegisterForm({ onRegistered }: { onRegistered(): void }) {
  const form = useForm({
    initialValues: { nickname: '', email: '', password: '', agree_terms: false },
    validate: {
      nickname: requiredText(FIELD_LABELS.nickname, LIMITS.nickname),
      email: validateEmail,
      password: (value) => validateNewPassword(value),
      agree_terms: (value) => (value ? null : '登録するには、利用規約とプライバシーポリシーへの同意が必要です。'),
    },
  });
  const errors = useSubmitErrors(form);

  const submit = errors.submit(async (values) => {
    await signUp({
      nickname: values.nickname.trim(),
      email: values.email.trim(),
      password: values.password,
      // The validate rule above only lets a ticked box through; the contract wants the literal true.
      agree_terms: values.agree_terms as true,
    });
    onRegistered();
  });

  return (
    <RequiredFieldsForm onSubmit={submit} messages={errors.messages} submitting={form.submitting} submitLabel="無料会員に登録する">
      <TextInput
        label="ニックネーム"
        description="サイトに表示される名前です。本名や、あなただと分かる名前は避けてください。"
        autoComplete="nickname"
        required
        withAsterisk={false}
        {...form.getInputProps('nickname')}
      />
      <EmailInput description="ログインと、パスワードを忘れたときの連絡に使います。公開はされません。" {...form.getInputProps('email')} />
      <PasswordInput
        label="パスワード"
        description={PASSWORD_RULES_TEXT}
        autoComplete="new-password"
        required
        withAsterisk={false}
        {...form.getInputProps('password')}
      />
      <Text>
        登録の前に、<RouterAnchor to={pagePath('terms-of-service')} target="_blank">利用規約（新しいタブで開きます）</RouterAnchor>と
        <RouterAnchor to={pagePath('privacy-policy')} target="_blank">プライバシーポリシー（新しいタブで開きます）</RouterAnchor>をお読みください。
      </Text>
      <Checkbox
        label="利用規約とプライバシーポリシーに同意する"
        required
        {...form.getInputProps('agree_terms', { type: 'checkbox' })}
      />
    </RequiredFieldsForm>
  );
}
