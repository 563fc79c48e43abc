// /my-page/my-answer: the member's own answers and comments (the list fills in with the Q&A issue).
import { PageHeader, Stack } from '@hiroba/shared-ui';
import { useMemberPage } from '../../../shared/use-member-page';
import { ActivitySection } from '../components/activity-section';

export default function MyAnswerPage() {
  useMemberPage('自分の回答');
  return (
    <Stack gap="xl">
      <PageHeader title="自分の回答" lead="あなたが質問に書いた回答やコメントを、まとめて見られます。" />
      <ActivitySection
        id="my-answers"
        title="書いた回答・コメント"
        emptyTitle="まだ回答がありません"
        emptyHint="質問のページから回答やコメントを書くと、ここに表示されます。"
        browseTo="/question-and-answer/未回答"
        browseLabel="回答を待っている質問を見る"
      />
    </Stack>
  );
}
