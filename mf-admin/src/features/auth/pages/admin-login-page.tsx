import { useSession } from '@hiroba/api-client';
import { PageHeader, Paper, RouterAnchor, Text, usePageTitle, pagePath } from '@hiroba/shared-ui';
import { AdminLoginForm } from '../components/admin-login-form';

export default function AdminLoginPage() {
  usePageTitle('管理者ログイン');
  const signedInAsAdmin = useSession((s) => Boolean(s.token) && s.user?.role === 'admin');

  return (
    <>
      <PageHeader title="管理者ログイン" lead="管理者のメールアドレスとパスワードを入力してください。" />
      {signedInAsAdmin && (
        <Text mb="md">
          すでに管理者としてログインしています。<RouterAnchor to={pagePath('admin-dashboard')}>管理画面へ進む</RouterAnchor>
        </Text>
      )}
      <Paper withBorder p="lg" radius="md">
        <AdminLoginForm />
      </Paper>
    </>
  );
}
