// /my-page/edit-question/:id?: editing one's own question; the form arrives with the Q&A issue.
import { useParams } from '@hiroba/shared-ui';
import { Alert, PageHeader, RouterAnchor, Stack } from '@hiroba/shared-ui';
import { MY_PAGE_CRUMB, useMemberPage } from '../../../shared/use-member-page';
import { FormComingNote } from '../components/form-coming-note';
import { PostingGate } from '../components/posting-gate';
import { QuestionGuide } from '../components/question-guide';

export default function EditQuestionPage() {
  useMemberPage('質問の編集', [MY_PAGE_CRUMB, { text: '自分の質問', to: '/my-page/my-question' }]);
  const { id } = useParams();
  return (
    <Stack gap="xl">
      <PageHeader title="質問の編集" lead="投稿した質問の内容を直せます。" />
      <PostingGate>
        {id ? (
          <>
            <QuestionGuide />
            <FormComingNote action="質問の編集" />
          </>
        ) : (
          <Alert color="blue" title="編集する質問が選ばれていません">
            <RouterAnchor to="/my-page/my-question">自分の質問</RouterAnchor>から、直したい質問を選んでください。
          </Alert>
        )}
      </PostingGate>
    </Stack>
  );
}
