import type { QuestionSummary } from '@hiroba/api-client';
import { PagedList, type PagedListProps } from '../lists/paged-list';
import { QuestionList } from './question-list';

/** Questions per page on every public list. */
export const QUESTIONS_PER_PAGE = 10;

/** A filtered question list read from ?page=, with its pager, empty state and retry. */
export function PagedQuestions({ withAsker, ...props }: Omit<PagedListProps<QuestionSummary>, 'noun' | 'render'> & { withAsker?: boolean }) {
  return <PagedList {...props} noun="質問" render={(questions) => <QuestionList questions={questions} withAsker={withAsker} />} />;
}
