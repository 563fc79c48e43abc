// /my-page-expert/my-expert-question: questions members addressed to this expert, answered or not,
// each with a link to answer it on its page.
import { api, useDataVersion } from '@hiroba/api-client';
import { ButtonLink, LoadingState, PageHeader, Stack, pagePath } from '@hiroba/shared-ui';
import { PagedActivity, QuestionListItem, questionTitleId } from '@hiroba/shared-ui/signed-in';
import { NoExpertInfo } from '../../../shared/no-expert-info';
import { UNANSWERED_BROWSE } from '../../../shared/unanswered-browse';
import { useExpert } from '../../../shared/use-expert';
import { useExpertPage } from '../../../shared/use-expert-page';
import { EXPERT_PER } from '../lib/expert-per';

function AddressedQuestions({ expertInfoId }: { expertInfoId: number }) {
  const freshness = useDataVersion('questions');
  return (
    <PagedActivity
      id="expert-questions"
      title="指名された質問"
      emptyTitle="まだ質問がありません"
      emptyHint="会員があなたを指名して質問すると、ここに表示されます。"
      browse={UNANSWERED_BROWSE}
      load={(page, signal) => api.questions.questionByExpertInfoId({ expert_info_id: expertInfoId, page, per: EXPERT_PER }, { signal })}
      freshness={`${expertInfoId} ${freshness}`}
      renderItem={(question) => {
        const waiting = question.answer_state !== 'expert_answered';
        return (
          <QuestionListItem key={question.id} question={question}>
            <ButtonLink
              to={`${pagePath('question-detail', { type: question.qa_type, id: question.id })}#answer-form`}
              variant={waiting ? 'filled' : 'outline'}
              aria-describedby={questionTitleId(question.id)}
            >
              {waiting ? '回答する' : '回答を見る'}
            </ButtonLink>
          </QuestionListItem>
        );
      }}
    />
  );
}

export default function MyExpertQuestionPage() {
  useExpertPage('あなたあての質問');
  const user = useExpert();
  const expertInfoId = user?.expert_info?.id;
  return (
    <Stack gap="xl">
      <PageHeader title="あなたあての質問" lead="会員があなたを指名して投稿した質問の一覧です。まだ専門家の回答がないものには「回答する」が出ます。" />
      {!user ? <LoadingState /> : expertInfoId ? <AddressedQuestions expertInfoId={expertInfoId} /> : <NoExpertInfo />}
    </Stack>
  );
}
