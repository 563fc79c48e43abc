import { selectRole, useSession } from '@hiroba/api-client';
import { ButtonLink, Group, Paper, RouterAnchor, Text, offersAskQuestion, pagePath } from '@hiroba/shared-ui';

/**
 * 質問する for paid members (the navbar's rule, offersAskQuestion); everyone else is told how to get
 * there, by role (experts and admins have their own areas and see nothing here).
 */
export function AskQuestionCall() {
  const role = useSession(selectRole);
  const user = useSession((s) => (s.token ? s.user : null));
  if (role === 'expert' || role === 'admin') return null;
  return (
    <Paper withBorder p="md" mt="xl" component="aside" aria-label="質問するには">
      {offersAskQuestion(user) ? (
        <Group justify="space-between">
          <Text>困っていることを、質問してみませんか。</Text>
          <ButtonLink to={pagePath('post-question')}>質問する</ButtonLink>
        </Group>
      ) : role ? (
        <Text>
          質問を投稿できるのは有料会員の方です。<RouterAnchor to={pagePath('sign-up-intro')}>有料会員について見る</RouterAnchor>
        </Text>
      ) : (
        <Text>
          質問を投稿するには会員登録が必要です。読むだけなら登録はいりません。
          <RouterAnchor to={pagePath('sign-up-intro')}>会員登録のご案内</RouterAnchor>
        </Text>
      )}
    </Paper>
  );
}
