// /my-page-expert/my-expert-comment: the expert's own answers (the list fills in with the Q&A issue).
import { PageHeader, Stack } from '@hiroba/shared-ui';
import { useExpertPage } from '../../../shared/use-expert-page';
import { ExpertActivityEmpty } from '../components/expert-activity-empty';

export default function MyExpertCommentPage() {
  useExpertPage('あなたの回答');
  return (
    <Stack gap="xl">
      <PageHeader title="あなたの回答" lead="専門家として質問に書いた回答を、新しい順に見られます。" />
      <ExpertActivityEmpty
        id="expert-comments"
        title="書いた回答"
        emptyTitle="まだ回答がありません"
        emptyHint="質問のページで専門家として回答すると、ここに表示されます。"
      />
    </Stack>
  );
}
