// パスワードの変更 (docs/product.md#account-settings): the current password, the new one twice. The
// server ends every other session and this device gets a fresh one (the call, passed in by the remote,
// stores it), so the person stays signed in here.
import { Stack, Text, Title, Button, Group, useForm, Form, FormErrorSummary, NewPasswordFields, newPasswordRules, useSubmitErrors, snackbar } from '@hiroba/shared-ui';
import { CurrentPasswordField, currentPasswordRule } from './current-password-field';
import type { AccountCalls } from '@hiroba/api-client';

export const PASSWORD_CHANGED_MESSAGE = 'パスワードを変更しました。ほかの端末やブラウザでは、ログアウトしました。';

export function PasswordChangeSection({ changePassword }: Pick<AccountCalls, 'changePassword'>) {
  const form = useForm({
    name: 'password-change',
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: {
      current_password: currentPasswordRule,
      ...newPasswordRules,
    },
  });
  const errors = useSubmitErrors(form);
  const submit = errors.submit(async ({ current_password: currentPassword, password }) => {
    await changePassword({ current_password: currentPassword, password });
    form.reset();
    snackbar.show(PASSWORD_CHANGED_MESSAGE, 'success');
  });

  return (
    <section aria-labelledby="password-change-title">
      <Title order={2} id="password-change-title" size="h3">
        パスワードの変更
      </Title>
      <Text mt="xs" mb="md">
        変更すると、この端末のほかは、ログインしているパソコンやスマートフォンもすべてログアウトします。
      </Text>
      <Form onSubmit={submit} noValidate aria-label="パスワードの変更">
        <Stack gap="md">
          <FormErrorSummary messages={errors.messages} title="パスワードを変更できませんでした" />
          <CurrentPasswordField {...form.getInputProps('current_password')} />
          <NewPasswordFields inputProps={(field) => form.getInputProps(field)} />
          <Group>
            <Button type="submit" loading={form.submitting}>
              パスワードを変更する
            </Button>
          </Group>
        </Stack>
      </Form>
    </section>
  );
}
