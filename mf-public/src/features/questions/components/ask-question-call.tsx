import { selectRole, useSession } from '@hiroba/api-client';
import { ButtonLink, Group, Paper, RouterAnchor, Text, pagePath } from '@hiroba/shared-ui';

/** Who may ask differs by role (spec 6: 質問する is for paid members), so the invitation does too. */
export function AskQuestionCall() {
  const role = useSession(selectRole);
  if (role === 'expert' || role === 'admin') return null;
  return (
    <Paper withBorder p="md" mt="xl" component="aside" aria-label="質問するには">
      {role === 'paid_member' ? (
        <Group justify="space-between">
          <Text>困っていることを、質問してみませんか。</Text>
          <ButtonLink to={pagePath('post-question')}>
            質問する
          </ButtonLink>
        </Group>
      ) : role === 'free_member' ? (
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
