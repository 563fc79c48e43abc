import type { QuestionSummary } from '@hiroba/api-client';
import { Digest, type DigestProps } from '../lists/digest';
import { QuestionList } from './question-list';

/** A few questions on a page that is about something else (top page, an expert's page). */
export function QuestionDigest(props: Omit<DigestProps<QuestionSummary>, 'render'>) {
  return <Digest {...props} render={(questions) => <QuestionList questions={questions} />} />;
}
