// /my-page-expert/edit-info: the expert profile as it stands (read-only until PUT expert_infos/{id}
// is built); nickname and picture of the member account are changed on /my-page/edit-info.
import { Alert, LoadingState, PageHeader, RouterAnchor, Stack, Text } from '@hiroba/shared-ui';
import { NoExpertInfo } from '../../../shared/no-expert-info';
import { useExpert } from '../../../shared/use-expert';
import { useExpertPage } from '../../../shared/use-expert-page';
import { ExpertProfileView } from '../components/expert-profile-view';

export default function ExpertEditInfoPage() {
  useExpertPage('専門家プロフィール');
  const user = useExpert();
  if (!user) return <LoadingState />;
  return (
    <Stack gap="xl">
      <PageHeader title="専門家プロフィール" lead="専門家一覧や回答のそばに表示される、あなたの紹介です。" />
      {user.expert_info ? <ExpertProfileView expert={user.expert_info} /> : <NoExpertInfo />}
      <Alert color="gray" title="内容を変えたいとき">
        <Text>
          この画面で専門家プロフィールを直せるようにする準備を進めています。それまでの間に直したいところがあれば、
          <RouterAnchor to="/contact">お問い合わせ</RouterAnchor>からお知らせください。運営が代わりに直します。
        </Text>
        <Text mt="xs">
          会員としてのニックネームと画像は、<RouterAnchor to="/my-page/edit-info">マイページのプロフィールの変更</RouterAnchor>
          で変えられます。
        </Text>
      </Alert>
    </Stack>
  );
}
