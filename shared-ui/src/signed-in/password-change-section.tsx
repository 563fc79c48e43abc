// パスワードの変更 (docs/product.md#account-settings): the current password, the new one twice. The
// server ends every other session and this device gets a fresh one (the call, passed in by the remote,
// stores it), so the person stays signed in here.
import { PasswordInput, Stack, Text, Title, Button, Group, useForm, Form, FormErrorSummary, PASSWORD_RULES_TEXT, validateNewPassword, useSubmitErrors, snackbar } from '@hiroba/shared-ui';
import type { AccountCalls } from '@hiroba/api-client';

export const PASSWORD_CHANGED_MESSAGE = 'パスワードを変更しました。ほかの端末やブラウザでは、ログアウトしました。';

export function PasswordChangeSection({ changePassword }: Pick<AccountCalls, 'changePassword'>) {
  const form = useForm({
    name: 'password-change',
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: {
      current_password: (value) => (value ? null : '現在のパスワードを入力してください。'),
      password: (value) => validateNewPassword(value, '新しいパスワード'),
      password_confirmation: (value, values) => {
        if (!value) return '新しいパスワード（確認）を入力してください。';
        return value === values.password ? null : '新しいパスワード（確認）が一致しません。同じパスワードをもう一度入力してください。';
      },
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
          <PasswordInput
            label="現在のパスワード"
            description="ご本人の確認のため、いまのパスワードを入力してください。"
            autoComplete="current-password"
            required
            withAsterisk={false}
            {...form.getInputProps('current_password')}
          />
          <PasswordInput
            label="新しいパスワード"
            description={PASSWORD_RULES_TEXT}
            autoComplete="new-password"
            required
            withAsterisk={false}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="新しいパスワード（確認）"
            description="確かめのため、同じパスワードをもう一度入力してください。"
            autoComplete="new-password"
            required
            withAsterisk={false}
            {...form.getInputProps('password_confirmation')}
          />
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
