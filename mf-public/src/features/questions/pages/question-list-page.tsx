import { PageHeader, useBreadcrumbs, usePageTitle } from '@hiroba/shared-ui';
import { AskQuestionCall } from '../components/ask-question-call';
import { NoQuestions } from '../components/no-questions';
import { QuestionTagNav } from '../components/question-tag-nav';
import { QuestionTypeNav } from '../components/question-type-nav';

export function QuestionListPage() {
  usePageTitle('Q&A');
  useBreadcrumbs([{ text: 'トップ', to: '/' }, { text: 'Q&A', disabled: true }]);
  return (
    <>
      <PageHeader title="Q&A" lead="障害福祉の制度、暮らし、仕事、子育て、介護についての質問と回答です。登録しなくても読めます。" />
      <QuestionTypeNav />
      <NoQuestions />
      <QuestionTagNav />
      <AskQuestionCall />
    </>
  );
}
