import { selectRole, useSession } from '@hiroba/api-client';
import { ButtonLink, Group, Paper, StaticRuby, Text, Title, pagePath } from '@hiroba/shared-ui';

/** Invites visitors to register and free members to become paid; others have nothing to do here. */
export function RegisterCall() {
  const role = useSession(selectRole);
  if (role && role !== 'free_member') return null;
  return (
    <StaticRuby>
      <Paper withBorder p="lg" component="section" aria-labelledby="register-call">
        <Title order={2} id="register-call" mb="xs">
          {role === 'free_member' ? '有料会員になって質問しませんか' : '会員になって参加しませんか'}
        </Title>
        <Text mb="md">
          {role === 'free_member'
            ? '有料会員になると、自分の困りごとを質問できます。専門家を選んで質問することもできます。'
            : '無料会員になると、いいね、お気に入り、コメントができます。有料会員になると、質問も投稿できます。'}
        </Text>
        <Group>
          <ButtonLink to={pagePath('sign-up-intro')} size="md">
            会員登録のご案内を見る
          </ButtonLink>
        </Group>
      </Paper>
    </StaticRuby>
  );
}
