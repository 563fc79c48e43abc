// /my-page/my-answer: the member's comments and answers, newest first, each linked to its question.
import { api } from '@hiroba/api-client';
import {
  LoadingState,
  PageHeader,
  Pager,
  Stack,
  usePageData,
  usePageParam,
  LoadError,
  pagePath,
} from '@hiroba/shared-ui';
import { QuestionList } from '../../../shared/questions/question-list-item';
import { useMemberPage } from '../../../shared/use-member-page';
import { ActivitySection } from '../components/activity-section';
import { MyCommentItem } from '../components/my-comment-item';
import { ACTIVITY_PER } from '../lib/activity-per';

function MyAnswers() {
  const page = usePageParam();
  const { data, error, reload } = usePageData((signal) => api.comments.myComments({ page, per: ACTIVITY_PER }, { signal }), [page]);
  if (error) return <LoadError error={error} onRetry={reload} />;
  if (!data) return <LoadingState />;
  return (
    <>
      <ActivitySection
        id="my-answers"
        title="書いた回答・コメント"
        emptyTitle="まだ回答がありません"
        emptyHint="質問のページから回答やコメントを書くと、ここに表示されます。"
        browseTo={pagePath('question-type', { type: '未回答' })}
        browseLabel="回答を待っている質問を見る"
        total={data.meta.total}
      >
        <QuestionList label="書いた回答・コメント">
          {data.data.map((comment) => (
            <MyCommentItem key={comment.id} comment={comment} />
          ))}
        </QuestionList>
      </ActivitySection>
      <Pager total={data.meta.total_pages} label="書いた回答・コメントのページ送り" />
    </>
  );
}

export default function MyAnswerPage() {
  useMemberPage('自分の回答');
  return (
    <Stack gap="xl">
      <PageHeader title="自分の回答" lead="あなたが質問に書いた回答やコメントを、まとめて見られます。" />
      <MyAnswers />
    </Stack>
  );
}
