// /my-page/my-answer: the member's comments and answers, newest first, each linked to its question.
import { api, useDataVersion } from '@hiroba/api-client';
import { PageHeader, Stack, pagePath } from '@hiroba/shared-ui';
import { MyCommentItem, PagedActivity } from '@hiroba/shared-ui/signed-in';
import { useMemberPage } from '../../../shared/use-member-page';
import { ACTIVITY_PER } from '../lib/activity-per';

export default function MyAnswerPage() {
  useMemberPage('自分の回答');
  const freshness = useDataVersion('comments');
  return (
    <Stack gap="xl">
      <PageHeader title="自分の回答" lead="あなたが質問に書いた回答やコメントを、まとめて見られます。" />
      <PagedActivity
        id="my-answers"
        title="書いた回答・コメント"
        emptyTitle="まだ回答がありません"
        emptyHint="質問のページから回答やコメントを書くと、ここに表示されます。"
        browse={{ to: pagePath('question-type', { type: '未回答' }), label: '回答を待っている質問を見る' }}
        load={(page, signal) => api.comments.myComments({ page, per: ACTIVITY_PER }, { signal })}
        freshness={freshness}
        renderItem={(comment) => <MyCommentItem key={comment.id} comment={comment} mark="expert-answers" />}
      />
    </Stack>
  );
}
