// Who is signed in: picture, nickname (or 未設定), the kind of membership, the e-mail and when they
// agreed that their posts are public (docs/product.md#consent-before-the-first-post), and the state of
// an expert application if they made one.
import type { User } from '@hiroba/api-client';
import { EXPERT_STATUS_LABELS } from '@hiroba/contract/fields';
import { Card, DateText, Group, ProfileAvatar, RouterAnchor, Stack, Text, Title, displayName, pagePath } from '@hiroba/shared-ui';
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
          {/* A member's expert application: its state, and the page that shows and corrects it. */}
          {user.role !== 'expert' && user.expert_info && (
            <Text>
              専門家の申し込み：<strong>{EXPERT_STATUS_LABELS[user.expert_info.status]}</strong>（
              <RouterAnchor to={pagePath('become-an-expert')}>申し込みの内容を見る</RouterAnchor>）
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
