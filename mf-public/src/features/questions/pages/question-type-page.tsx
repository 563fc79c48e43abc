import { api } from '@hiroba/api-client';
import { useParams } from 'react-router-dom';
import { NotFoundPage, PageHeader, useBreadcrumbs, usePageTitle, pagePath } from '@hiroba/shared-ui';
import { PagedQuestions, QUESTIONS_PER_PAGE } from '../../../shared/questions/paged-questions';
import { AskQuestionCall } from '../../../shared/questions/ask-question-call';
import { QuestionTagNav } from '../components/question-tag-nav';
import { QuestionTypeNav } from '../components/question-type-nav';
import { ResolvedFilterNav, useResolvedFilter } from '../components/resolved-filter';
import { findQuestionType, type QUESTION_TYPES } from '../lib/question-types';

function QuestionTypeView({ view }: { view: (typeof QUESTION_TYPES)[number] }) {
  usePageTitle(view.heading);
  const resolved = useResolvedFilter();
  useBreadcrumbs([
    { text: 'トップ', to: pagePath('top') },
    { text: 'Q&A', to: pagePath('question-list') },
    { text: view.type, disabled: true },
  ]);
  return (
    <>
      <PageHeader title={view.heading} lead={view.lead} />
      <QuestionTypeNav current={view.type} />
      <ResolvedFilterNav />
      <PagedQuestions
        loadKey={`${view.type} ${resolved ?? ''}`}
        load={(page, options) => api.questions.list({ type: view.type, page, per: QUESTIONS_PER_PAGE, ...(resolved && { resolved }) }, options)}
        empty={view.empty}
      />
      <QuestionTagNav />
      <AskQuestionCall />
    </>
  );
}

/** Only 専門家・一般・未回答 exist; any other type is not found. */
export default function QuestionTypePage() {
  const view = findQuestionType(useParams().type);
  return view ? <QuestionTypeView key={view.type} view={view} /> : <NotFoundPage />;
}
