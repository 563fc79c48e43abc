// /my-page/edit-info: nickname and picture, the e-mail address (confirmed by a code sent to the new
// one) and the password (docs/product.md#account-settings), then 退会 at the bottom.
import { accountCalls } from '@hiroba/api-client';
import { Alert, Divider, LoadingState, PageHeader, Stack, Title } from '@hiroba/shared-ui';
import { EmailChangeSection, PasswordChangeSection } from '@hiroba/shared-ui/signed-in';
import { ProfileForm } from '../../../shared/profile/profile-form';
import { useMemberPage } from '../../../shared/use-member-page';
import { useMember } from '../../../shared/use-member';
import { WithdrawalSection } from '../components/withdrawal-section';

export default function EditInfoPage() {
  useMemberPage('プロフィールの変更');
  const user = useMember();
  if (!user) return <LoadingState />;
  return (
    <Stack gap="xl">
      <PageHeader
        title="プロフィールの変更"
        lead="ほかの会員に表示されるニックネームと画像、ログインに使うメールアドレスとパスワードを変えられます。"
      />
      <div>
        <Title order={2} size="h3" mb="md">
          ニックネームと画像
        </Title>
        <ProfileForm user={user} submitLabel="保存する" />
      </div>
      <Divider />
      <EmailChangeSection email={user.email} startEmailChange={accountCalls.startEmailChange} confirmEmailChange={accountCalls.confirmEmailChange} />
      <Divider />
      <PasswordChangeSection changePassword={accountCalls.changePassword} />
      <Divider />
      {!user.capabilities.can_withdraw ? (
        // The server says this account may not withdraw (admins); say so instead of offering a button that fails.
        <Alert color="blue" title="管理者アカウントの退会について">
          管理者のアカウントは、この画面から退会の手続きができません。管理者をやめるときは、ほかの管理者に依頼してください。
        </Alert>
      ) : (
        <WithdrawalSection user={user} />
      )}
    </Stack>
  );
}
