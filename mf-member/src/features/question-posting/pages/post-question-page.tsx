// /my-page/post-question: how to write a good question, the consent before the first post, then the
// form (paid members and admins).
// ?expert_info_id= preselects an approved expert (from an expert's page).
import { api } from '@hiroba/api-client';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  LoadingState,
  PageHeader,
  Stack,
  usePageData,
  LoadError,
  pagePath,
} from '@hiroba/shared-ui';
import { useMemberPage } from '../../../shared/use-member-page';
import { ConsentFirst } from '../components/consent-first';
import { PostingGate } from '../components/posting-gate';
import { QuestionForm } from '../components/question-form';
import { QuestionGuide } from '../components/question-guide';
import { loadQuestionChoices } from '../lib/question-choices';
import { bodyOf, emptyValues } from '../lib/question-values';
import type { QuestionCompleteState } from './question-complete-page';

function NewQuestionForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data, error, reload } = usePageData((signal) => loadQuestionChoices(signal), []);
  if (error) return <LoadError error={error} onRetry={reload} />;
  if (!data) return <LoadingState />;
  const wanted = params.get('expert_info_id') ?? '';
  const expert = data.experts.some((e) => String(e.id) === wanted) ? wanted : '';
  return (
    <QuestionForm
      questionId={null}
      choices={data}
      initialValues={emptyValues(expert)}
      submitLabel="質問を投稿する"
      onSubmit={async (values) => {
        const question = await api.questions.create(bodyOf(values));
        // The completion page links to the question; its URL segment travels along, saving a fetch,
        // with what it says first: the crisis panel, a held question (docs/moderation.md).
        const state: QuestionCompleteState = { qaType: question.qa_type, crisisHelp: question.crisis_help === true, held: question.moderation === 'held' };
        navigate(pagePath('question-complete', {}, { id: question.id }), { state });
      }}
    />
  );
}

export default function PostQuestionPage() {
  useMemberPage('質問する');
  return (
    <Stack gap="xl">
      <PageHeader title="質問する" lead="障害福祉について、専門家やほかの会員に質問できます。" />
      <PostingGate>
        <QuestionGuide />
        <ConsentFirst>
          <NewQuestionForm />
        </ConsentFirst>
      </PostingGate>
    </Stack>
  );
}
