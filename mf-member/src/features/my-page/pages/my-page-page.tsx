// /my-page: the member's summary, the menu of the member area, for a free member the invitation, and
// the download of everything the site holds about them.
import { LoadingState, PageHeader, Stack } from '@hiroba/shared-ui';
import { isFreeMember } from '../../../shared/membership';
import { PaidInvitation } from '../../../shared/paid-invitation';
import { useMemberPage } from '../../../shared/use-member-page';
import { useMember } from '../../../shared/use-member';
import { DataDownload } from '../components/data-download';
import { MemberCounts } from '../components/member-counts';
import { MemberSummary } from '../components/member-summary';
import { MyPageMenu } from '../components/my-page-menu';

export default function MyPagePage() {
  useMemberPage('マイページ', []);
  const user = useMember();
  if (!user) return <LoadingState />;
  return (
    <Stack gap="xl">
      <PageHeader title="マイページ" lead="登録内容の確認や、質問・お気に入りの一覧をここから開けます。" />
      <MemberSummary user={user} />
      <MemberCounts />
      {isFreeMember(user.role) && <PaidInvitation />}
      <MyPageMenu user={user} />
      <DataDownload user={user} />
    </Stack>
  );
}
