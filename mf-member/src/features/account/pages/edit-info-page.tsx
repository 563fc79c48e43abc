// /my-page/edit-info: nickname and picture, then 退会 at the bottom.
import { Alert, Divider, LoadingState, PageHeader, Stack } from '@hiroba/shared-ui';
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
        lead="ほかの会員に表示されるニックネームと画像を変えられます。変えたら「保存する」を押してください。"
      />
      <ProfileForm user={user} submitLabel="保存する" />
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
