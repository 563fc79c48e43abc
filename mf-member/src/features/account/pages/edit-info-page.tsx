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
      {user.role === 'admin' ? (
        // PRODUCT.md: an admin's own profile and withdrawal are not handled here (the server refuses them).
        <Alert color="blue" title="管理者アカウントについて">
          管理者アカウントのプロフィールの変更と退会は、この画面ではできません。管理者ページからほかの管理者に依頼してください。
        </Alert>
      ) : (
        <>
          <ProfileForm user={user} submitLabel="保存する" />
          <Divider />
          <WithdrawalSection user={user} />
        </>
      )}
    </Stack>
  );
}
