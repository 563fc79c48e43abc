// /my-page/my-question: the member's own questions, newest first, with answer state, counts, and
// 編集・削除. After a deletion the list reloads and focus goes to its heading.
import { api } from '@hiroba/api-client';
import {
  ButtonLink,
  LoadingState,
  PageHeader,
  Pager,
  Stack,
  usePageData,
  usePageParam,
  LoadError,
  pagePath,
} from '@hiroba/shared-ui';
import { canPostQuestions } from '../../../shared/membership';
import { DeleteQuestionButton } from '../../../shared/questions/delete-question-button';
import { QuestionList, QuestionListItem, questionTitleId } from '../../../shared/questions/question-list-item';
import { useMemberPage } from '../../../shared/use-member-page';
import { useMember } from '../../../shared/use-member';
import { ActivitySection } from '../components/activity-section';
import { ACTIVITY_PER } from '../lib/activity-per';

const SECTION_ID = 'my-questions';

function MyQuestions({ canEdit }: { canEdit: boolean }) {
  const page = usePageParam();
  const { data, error, reload } = usePageData((signal) => api.questions.myQuestions({ page, per: ACTIVITY_PER }, { signal }), [page]);
  if (error) return <LoadError error={error} onRetry={reload} />;
  if (!data) return <LoadingState />;
  const afterDelete = () => {
    reload();
    document.getElementById(SECTION_ID)?.focus();
  };
  return (
    <>
      <ActivitySection
        id={SECTION_ID}
        title="投稿した質問"
        emptyTitle="まだ質問がありません"
        emptyHint="質問を投稿すると、ここに新しい順に表示されます。"
        browseTo={pagePath('question-list')}
        browseLabel="ほかの人の質問を見る"
        total={data.meta.total}
      >
        <QuestionList label="投稿した質問">
          {data.data.map((question) => (
            <QuestionListItem key={question.id} question={question}>
              {/* The server lets only paid members and admins edit; anyone may delete their own. */}
              {canEdit && (
                <ButtonLink to={pagePath('edit-question', { id: question.id })} variant="outline" aria-describedby={questionTitleId(question.id)}>
                  編集
                </ButtonLink>
              )}
              <DeleteQuestionButton question={question} onDeleted={afterDelete} named />
            </QuestionListItem>
          ))}
        </QuestionList>
      </ActivitySection>
      <Pager total={data.meta.total_pages} label="投稿した質問のページ送り" />
    </>
  );
}

export default function MyQuestionPage() {
  useMemberPage('自分の質問');
  const user = useMember();
  const canEdit = user ? canPostQuestions(user.role) : false;
  return (
    <Stack gap="xl">
      <PageHeader title="自分の質問" lead="あなたが投稿した質問と、その回答の状況を見られます。">
        {canEdit && (
          <div>
            <ButtonLink to={pagePath('post-question')}>質問する</ButtonLink>
          </div>
        )}
      </PageHeader>
      <MyQuestions canEdit={canEdit} />
    </Stack>
  );
}
