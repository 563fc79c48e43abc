// /my-page/my-question: the member's own questions, newest first, with answer state, counts, and
// 編集・削除 where the server allows them (the question's can_edit, can_delete). After a deletion the
// list reloads and focus goes to its heading.
import { api, useDataVersion } from '@hiroba/api-client';
import { ButtonLink, PageHeader, Stack, pagePath } from '@hiroba/shared-ui';
import { PagedActivity, QuestionListItem, questionTitleId } from '@hiroba/shared-ui/signed-in';
import { DeleteQuestionButton } from '../../../shared/questions/delete-question-button';
import { useMemberPage } from '../../../shared/use-member-page';
import { useMember } from '../../../shared/use-member';
import { ACTIVITY_PER } from '../lib/activity-per';

const SECTION_ID = 'my-questions';

export default function MyQuestionPage() {
  useMemberPage('自分の質問');
  const user = useMember();
  const freshness = useDataVersion('questions');
  return (
    <Stack gap="xl">
      <PageHeader title="自分の質問" lead="あなたが投稿した質問と、その回答の状況を見られます。">
        {user?.capabilities.can_post_questions && (
          <div>
            <ButtonLink to={pagePath('post-question')}>質問する</ButtonLink>
          </div>
        )}
      </PageHeader>
      <PagedActivity
        id={SECTION_ID}
        title="投稿した質問"
        emptyTitle="まだ質問がありません"
        emptyHint="質問を投稿すると、ここに新しい順に表示されます。"
        browse={{ to: pagePath('question-list'), label: 'ほかの人の質問を見る' }}
        load={(page, signal) => api.questions.myQuestions({ page, per: ACTIVITY_PER }, { signal })}
        freshness={freshness}
        renderItem={(question) => (
          <QuestionListItem key={question.id} question={question}>
            {question.can_edit && (
              <ButtonLink to={pagePath('edit-question', { id: question.id })} variant="outline" aria-describedby={questionTitleId(question.id)}>
                編集
              </ButtonLink>
            )}
            {question.can_delete && (
              <DeleteQuestionButton
                question={question}
                // The deletion announces 'questions', so the list reloads itself (freshness).
                onDeleted={() => document.getElementById(SECTION_ID)?.focus()}
                named
              />
            )}
          </QuestionListItem>
        )}
      />
    </Stack>
  );
}
