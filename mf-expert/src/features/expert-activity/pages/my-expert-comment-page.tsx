// /my-page-expert/my-expert-comment: the expert's answers, newest first, each linked to its question.
import { api, useDataVersion } from '@hiroba/api-client';
import { PageHeader, Stack } from '@hiroba/shared-ui';
import { MyCommentItem, PagedActivity } from '@hiroba/shared-ui/signed-in';
import { UNANSWERED_BROWSE } from '../../../shared/unanswered-browse';
import { useExpertPage } from '../../../shared/use-expert-page';
import { EXPERT_PER } from '../lib/expert-per';

export default function MyExpertCommentPage() {
  useExpertPage('あなたの回答');
  const freshness = useDataVersion('comments');
  return (
    <Stack gap="xl">
      <PageHeader title="あなたの回答" lead="専門家として質問に書いた回答を、新しい順に見られます。" />
      <PagedActivity
        id="expert-comments"
        title="書いた回答"
        emptyTitle="まだ回答がありません"
        emptyHint="質問のページで専門家として回答すると、ここに表示されます。"
        browse={UNANSWERED_BROWSE}
        load={(page, signal) => api.comments.myComments({ page, per: EXPERT_PER }, { signal })}
        freshness={freshness}
        // Written before approval (or after suspension), a comment is not an expert answer.
        renderItem={(comment) => <MyCommentItem key={comment.id} comment={comment} mark="member-comments" />}
      />
    </Stack>
  );
}
