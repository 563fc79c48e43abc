import { useRef, useState } from 'react';
import { Alert, Button, PageHeader, Stack, useBreadcrumbs, usePageTitle, pagePath } from '@hiroba/shared-ui';
import { DoneNotice } from '../../../shared/components/done-notice';
import { RequestCodeForm } from '../components/request-code-form';
import { ResetPasswordForm } from '../components/reset-password-form';

type Step = { name: 'request' } | { name: 'reset'; email: string } | { name: 'done' };

export default function ForgotPasswordPage() {
  usePageTitle('パスワードの再設定');
  useBreadcrumbs([
    { text: 'トップ', to: pagePath('top') },
    { text: 'ログイン', to: pagePath('login') },
    { text: 'パスワードの再設定', disabled: true },
  ]);
  const [step, setStep] = useState<Step>({ name: 'request' });
  const [lastEmail, setLastEmail] = useState('');
  // Each step's message gets focus, so a screen reader announces what happened and what comes next
  // (the last one, DoneNotice, takes it itself).
  const statusRef = useRef<HTMLDivElement>(null);
  const go = (next: Step) => {
    setStep(next);
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  return (
    <>
      <PageHeader title="パスワードの再設定" lead="登録したメールアドレスに確認コードを送ります。コードを入力して、新しいパスワードを決めてください。" />
      {step.name === 'request' && (
        <RequestCodeForm
          initialEmail={lastEmail}
          onSent={(email) => {
            setLastEmail(email);
            go({ name: 'reset', email });
          }}
        />
      )}
      {step.name === 'reset' && (
        <Stack gap="md">
          <div ref={statusRef} tabIndex={-1}>
            <Alert color="blue" title="メールを送りました">
              {step.email} が登録されている場合は、確認コードを書いたメールが届きます。届くまで数分かかることがあります。迷惑メールのフォルダもご確認ください。
            </Alert>
          </div>
          <ResetPasswordForm email={step.email} onDone={() => go({ name: 'done' })} />
          <Button variant="subtle" onClick={() => go({ name: 'request' })}>
            メールアドレスを入力しなおす・コードをもう一度受け取る
          </Button>
        </Stack>
      )}
      {step.name === 'done' && (
        <DoneNotice title="パスワードを再設定しました" text="新しいパスワードでログインしてください。" next={{ to: pagePath('login'), label: 'ログイン画面へ進む' }} />
      )}
    </>
  );
}
