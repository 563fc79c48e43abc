// /my-page/my-question: the member's own questions (the list fills in once questions can be posted).
import { PageHeader, Stack } from '@hiroba/shared-ui';
import { useMemberPage } from '../../../shared/use-member-page';
import { ActivitySection } from '../components/activity-section';

export default function MyQuestionPage() {
  useMemberPage('自分の質問');
  return (
    <Stack gap="xl">
      <PageHeader title="自分の質問" lead="あなたが投稿した質問と、その回答の状況を見られます。" />
      <ActivitySection
        id="my-questions"
        title="投稿した質問"
        emptyTitle="まだ質問がありません"
        emptyHint="質問を投稿すると、ここに新しい順に表示されます。"
        browseTo="/question-and-answer"
        browseLabel="ほかの人の質問を見る"
      />
    </Stack>
  );
}
