// /my-page/edit-question/:id?: a question the server lets this person edit (can_edit) in the same
// form, saved with PATCH, then back to the question; 削除 (with confirmation, where can_delete) goes
// back to 自分の質問.
import { api, isApiError } from '@hiroba/api-client';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  LoadingState,
  PageHeader,
  RouterAnchor,
  Stack,
  snackbar,
  usePageData,
  LoadError,
  pagePath,
  parseId,
  type CrisisHelpState,
} from '@hiroba/shared-ui';
import { DeleteQuestionButton } from '../../../shared/questions/delete-question-button';
import { MY_PAGE_CRUMB, useMemberPage } from '../../../shared/use-member-page';
import { PostingGate } from '../components/posting-gate';
import { QuestionForm } from '../components/question-form';
import { loadQuestionChoices } from '../lib/question-choices';
import { bodyOf, valuesOf } from '../lib/question-values';

function EditQuestionForm({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data, error, reload } = usePageData(async (signal) => {
    const [question, choices] = await Promise.all([api.questions.get(id, { signal }), loadQuestionChoices(signal)]);
    return { question, choices };
  }, [id]);
  if (error) {
    if (isApiError(error) && error.status === 404) {
      return (
        <Alert color="orange" title="質問が見つかりませんでした">
          削除されたか、URLが間違っている可能性があります。<RouterAnchor to={pagePath('my-question')}>自分の質問</RouterAnchor>から選び直してください。
        </Alert>
      );
    }
    return <LoadError error={error} onRetry={reload} />;
  }
  if (!data) return <LoadingState />;
  const { question, choices } = data;
  if (!question.can_edit) {
    return (
      <Alert color="orange" title="この質問は編集できません">
        あなたが編集できる質問ではありません。<RouterAnchor to={pagePath('my-question')}>自分の質問</RouterAnchor>から選んでください。
      </Alert>
    );
  }
  return (
    <QuestionForm
      key={question.id}
      questionId={question.id}
      choices={choices}
      initialValues={valuesOf(question)}
      submitLabel="変更を保存する"
      onSubmit={async (values) => {
        const saved = await api.questions.update(id, bodyOf(values));
        snackbar.show('質問を更新しました。', 'success');
        // The question's page shows the crisis panel first when the answer asks for it (docs/moderation.md#crisis-help).
        const state: CrisisHelpState = { crisisHelp: saved.crisis_help === true };
        navigate(pagePath('question-detail', { type: saved.qa_type, id: saved.id }), { state });
      }}
      actions={question.can_delete && <DeleteQuestionButton question={question} onDeleted={() => navigate(pagePath('my-question'))} />}
    />
  );
}

export default function EditQuestionPage() {
  useMemberPage('質問の編集', [MY_PAGE_CRUMB, { text: '自分の質問', to: pagePath('my-question') }]);
  const id = parseId(useParams().id);
  return (
    <Stack gap="xl">
      <PageHeader title="質問の編集" lead="投稿した質問の内容を直せます。" />
      <PostingGate>
        {id ? (
          <EditQuestionForm id={id} />
        ) : (
          <Alert color="blue" title="編集する質問が選ばれていません">
            <RouterAnchor to={pagePath('my-question')}>自分の質問</RouterAnchor>から、直したい質問を選んでください。
          </Alert>
        )}
      </PostingGate>
    </Stack>
  );
}
