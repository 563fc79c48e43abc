// /paid-member-register/full-register: the profile step after paying, with the same form as edit-info.
import { useNavigate } from 'react-router-dom';
import { LoadingState, PageHeader, Stack, pagePath } from '@hiroba/shared-ui';
import { ProfileForm } from '../../../shared/profile/profile-form';
import { PAID_REGISTER_CRUMB, SIGN_UP_CRUMB, useMemberPage } from '../../../shared/use-member-page';
import { useMember } from '../../../shared/use-member';

export default function FullRegisterPage() {
  useMemberPage('プロフィールの登録', [SIGN_UP_CRUMB, PAID_REGISTER_CRUMB]);
  const user = useMember();
  const navigate = useNavigate();
  if (!user) return <LoadingState />;
  return (
    <Stack gap="xl">
      <PageHeader
        title="プロフィールの登録"
        lead="質問や回答のそばに表示されるニックネームと画像を登録します。あとからマイページでいつでも変えられます。"
      />
      <ProfileForm user={user} submitLabel="登録してマイページへ" onSaved={() => navigate(pagePath('my-page'))} />
    </Stack>
  );
}
