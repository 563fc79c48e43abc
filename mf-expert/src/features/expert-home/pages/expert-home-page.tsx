// /my-page-expert: the expert's summary and the menu of the expert area.
import { LoadingState, PageHeader, Stack } from '@hiroba/shared-ui';
import { NoExpertInfo } from '../../../shared/no-expert-info';
import { useExpert } from '../../../shared/use-expert';
import { useExpertPage } from '../../../shared/use-expert-page';
import { ExpertCounts } from '../components/expert-counts';
import { ExpertMenu } from '../components/expert-menu';
import { ExpertSummary } from '../components/expert-summary';

export default function ExpertHomePage() {
  useExpertPage('専門家ページ', true);
  const user = useExpert();
  if (!user) return <LoadingState />;
  return (
    <Stack gap="xl">
      <PageHeader title="専門家ページ" lead="専門家としての登録内容と、質問・回答の一覧をここから開けます。" />
      {user.expert_info ? <ExpertSummary expert={user.expert_info} /> : <NoExpertInfo />}
      {user.expert_info && <ExpertCounts expertInfoId={user.expert_info.id} />}
      <ExpertMenu />
    </Stack>
  );
}
