import type { QuestionSummary } from '@hiroba/api-client';
import { QuestionCard } from './question-card';

/** Questions as a list, so a screen reader says how many there are. */
export function QuestionList({ questions, withAsker }: { questions: QuestionSummary[]; withAsker?: boolean }) {
  return (
    <ul className="hiroba-card-list">
      {questions.map((q) => (
        <li key={q.id}>
          <QuestionCard question={q} withAsker={withAsker} />
        </li>
      ))}
    </ul>
  );
}
