// /my-page-expert/my-expert-question: questions addressed to this expert (filled in with the Q&A issue).
import { PageHeader, Stack } from '@hiroba/shared-ui';
import { useExpertPage } from '../../../shared/use-expert-page';
import { ExpertActivityEmpty } from '../components/expert-activity-empty';

export default function MyExpertQuestionPage() {
  useExpertPage('あなたあての質問');
  return (
    <Stack gap="xl">
      <PageHeader title="あなたあての質問" lead="会員があなたを指名して投稿した質問の一覧です。" />
      <ExpertActivityEmpty
        id="expert-questions"
        title="指名された質問"
        emptyTitle="まだ質問がありません"
        emptyHint="会員があなたを指名して質問すると、ここに表示されます。"
      />
    </Stack>
  );
}
