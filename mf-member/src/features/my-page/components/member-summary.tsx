// Who is signed in: picture, nickname (or 未設定), the kind of membership, the e-mail and when they
// agreed that their posts are public (docs/product.md#consent-before-the-first-post).
import type { User } from '@hiroba/api-client';
import { Card, DateText, Group, ProfileAvatar, Stack, Text, Title, displayName } from '@hiroba/shared-ui';
import { membershipLabel } from '../../../shared/membership';

export function MemberSummary({ user }: { user: User }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="member-summary-title">
      <Title order={2} id="member-summary-title" size="h3" mb="md">
        登録内容
      </Title>
      <Group gap="lg" align="center" wrap="nowrap">
        <ProfileAvatar user={user} size={80} />
        <Stack gap={4}>
          <Text>
            ニックネーム：<strong>{displayName(user)}</strong>
          </Text>
          <Text>
            会員の種類：<strong>{membershipLabel(user)}</strong>
          </Text>
          <Text>メールアドレス：{user.email}</Text>
          {user.posting_consent_at ? (
            <Text>
              投稿についての同意：<DateText value={user.posting_consent_at} />
            </Text>
          ) : (
            user.capabilities.needs_posting_consent && <Text>投稿についての同意：まだしていません（はじめて質問やコメントを書くときにおたずねします）</Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
