import { api } from '@hiroba/api-client';
import { PageHeader, Title, usePageTrail, TOP_CRUMB } from '@hiroba/shared-ui';
import { PagedQuestions, QUESTIONS_PER_PAGE } from '../../../shared/questions/paged-questions';
import { AskQuestionCall } from '../../../shared/questions/ask-question-call';
import { QuestionTagNav } from '../components/question-tag-nav';
import { QuestionTypeNav } from '../components/question-type-nav';
import { ResolvedFilterNav, useResolvedFilter } from '../components/resolved-filter';

export default function QuestionListPage() {
  usePageTrail('Q&A', [TOP_CRUMB]);
  const resolved = useResolvedFilter();
  return (
    <>
      <PageHeader title="Q&A" lead="障害福祉の制度、暮らし、仕事、子育て、介護についての質問と回答です。登録しなくても読めます。" />
      <QuestionTypeNav />
      <Title order={2} mb="sm">
        新しい質問
      </Title>
      <ResolvedFilterNav />
      <PagedQuestions
        loadKey={`all ${resolved ?? ''}`}
        load={(page, options) => api.questions.list({ page, per: QUESTIONS_PER_PAGE, ...(resolved && { resolved }) }, options)}
        empty="まだ質問がありません。質問が投稿されたら、ここに新しい順に並びます。"
      />
      <QuestionTagNav />
      <AskQuestionCall />
    </>
  );
}
