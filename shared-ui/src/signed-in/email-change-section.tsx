// メールアドレスの変更 (docs/product.md#account-settings), in two steps: the new address and the current
// password send a 6-digit code to the new address; the code confirms it. Until then the old address
// stays. Confirming ends every other session; this device gets a fresh one (the call, passed in by
// the remote, stores it).
import { Alert, Button, CodeInput, Group, Stack, Text, Title, useForm, EmailInput, Form, FormErrorSummary, normalizeCode, validateCode, validateEmail, useSubmitErrors, snackbar } from '@hiroba/shared-ui';
import { CurrentPasswordField, currentPasswordRule } from './current-password-field';
import { useEffect, useRef, useState } from 'react';
import type { AccountCalls, EmailChangeStarted } from '@hiroba/api-client';

export const EMAIL_CHANGED_MESSAGE = 'メールアドレスを変更しました。ほかの端末やブラウザでは、ログアウトしました。';

function AddressStep({ startEmailChange, onSent }: Pick<AccountCalls, 'startEmailChange'> & { onSent(started: EmailChangeStarted): void }) {
  const form = useForm({
    name: 'email-change',
    initialValues: { email: '', current_password: '' },
    validate: {
      email: validateEmail,
      current_password: currentPasswordRule,
    },
  });
  const errors = useSubmitErrors(form);
  const submit = errors.submit(async ({ email, current_password: currentPassword }) => {
    onSent(await startEmailChange({ email: email.trim(), current_password: currentPassword }));
  });
  return (
    <Form onSubmit={submit} noValidate aria-label="メールアドレスの変更">
      <Stack gap="md">
        <FormErrorSummary messages={errors.messages} title="確認コードを送れませんでした" />
        <EmailInput label="新しいメールアドレス" description="このアドレスに確認コードをお送りします。" {...form.getInputProps('email')} />
        <CurrentPasswordField {...form.getInputProps('current_password')} />
        <Group>
          <Button type="submit" loading={form.submitting}>
            確認コードを送る
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

function CodeStep({ started, confirmEmailChange, onDone, onRestart }: Pick<AccountCalls, 'confirmEmailChange'> & { started: EmailChangeStarted; onDone(): void; onRestart(): void }) {
  const form = useForm({
    name: 'email-change-code',
    initialValues: { code: '' },
    validate: { code: validateCode },
  });
  const errors = useSubmitErrors(form);
  const notice = useRef<HTMLDivElement>(null);
  // The step changed under the person's focus: move it to what was sent and what to do next.
  useEffect(() => notice.current?.focus(), []);
  const submit = errors.submit(async ({ code }) => {
    await confirmEmailChange(normalizeCode(code));
    onDone();
  });
  return (
    <Stack gap="md">
      <Alert ref={notice} tabIndex={-1} color="blue" title="確認コードを送りました">
        {started.message}
      </Alert>
      <Form onSubmit={submit} noValidate aria-label="確認コードの入力">
        <Stack gap="md">
          <FormErrorSummary messages={errors.messages} title="メールアドレスを変更できませんでした" />
          <CodeInput
            description={`${started.new_email} に届いた6けたの数字です。有効期限は10分です。届かない場合は、迷惑メールのフォルダもご確認ください。`}
            {...form.getInputProps('code')}
          />
          <Group>
            <Button type="submit" loading={form.submitting}>
              メールアドレスを変更する
            </Button>
            <Button type="button" variant="subtle" onClick={onRestart}>
              メールアドレスを入力し直す
            </Button>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}

export interface EmailChangeSectionProps extends Pick<AccountCalls, 'startEmailChange' | 'confirmEmailChange'> {
  /** The address the account has now. */
  email: string;
}

export function EmailChangeSection({ email, startEmailChange, confirmEmailChange }: EmailChangeSectionProps) {
  const [started, setStarted] = useState<EmailChangeStarted | null>(null);
  return (
    <section aria-labelledby="email-change-title">
      <Title order={2} id="email-change-title" size="h3">
        メールアドレスの変更
      </Title>
      <Text mt="xs">
        いまのメールアドレス：<strong>{email}</strong>
      </Text>
      <Text mt="xs" mb="md">
        新しいメールアドレスに届く確認コードを入力すると、変更が済みます。それまでは、いまのメールアドレスのままです。変更すると、この端末のほかはログアウトします。
      </Text>
      {started ? (
        <CodeStep
          started={started}
          confirmEmailChange={confirmEmailChange}
          onRestart={() => setStarted(null)}
          onDone={() => {
            setStarted(null);
            snackbar.show(EMAIL_CHANGED_MESSAGE, 'success');
          }}
        />
      ) : (
        <AddressStep startEmailChange={startEmailChange} onSent={setStarted} />
      )}
    </section>
  );
}
