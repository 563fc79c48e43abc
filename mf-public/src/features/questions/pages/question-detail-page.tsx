import { NotFoundPage } from '@hiroba/shared-ui';

// Questions arrive with the next issue; until then no question address exists.
export function QuestionDetailPage() {
  return <NotFoundPage />;
}
