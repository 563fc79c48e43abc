// 質問する is for paid members only (docs/product.md#ask-a-question-button); whether the person may post is
// the server's word (capabilities), their membership says whether they are a paid member.
import { ButtonLink, offersAskQuestion, pagePath } from '@hiroba/shared-ui';
import { useSession } from '@hiroba/api-client';

export function AskQuestionButton() {
  const user = useSession((s) => (s.token ? s.user : null));
  if (!offersAskQuestion(user)) return null;
  return (
    <ButtonLink to={pagePath('post-question')} variant="outline">
      質問する
    </ButtonLink>
  );
}
