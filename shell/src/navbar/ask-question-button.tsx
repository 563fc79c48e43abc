// 質問する is for paid members only (spec section 6): nobody else may post a question.
import { ButtonLink, pagePath } from '@hiroba/shared-ui';
import { selectRole, useSession } from '@hiroba/api-client';

export function AskQuestionButton() {
  const role = useSession(selectRole);
  if (role !== 'paid_member') return null;
  return (
    <ButtonLink to={pagePath('post-question')} variant="outline">
      質問する
    </ButtonLink>
  );
}
