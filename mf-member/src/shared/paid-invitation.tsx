// The invitation a free member sees where paid membership would help (my page, question posting).
import { ButtonLink, Card, Group, Text, Title, pagePath } from '@hiroba/shared-ui';

interface PaidInvitationProps {
  /** What the person tried to do, e.g. 「質問の投稿は有料会員の方がご利用いただけます。」 */
  reason?: string;
  headingLevel?: 2 | 3;
}

export function PaidInvitation({ reason, headingLevel = 2 }: PaidInvitationProps) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="paid-invitation-title">
      <Title order={headingLevel} id="paid-invitation-title" size="h3">
        有料会員のご案内
      </Title>
      {reason && (
        <Text mt="sm" fw={700}>
          {reason}
        </Text>
      )}
      <Text mt="sm">
        有料会員になると、専門家や他の会員に質問を投稿できます。料金は毎月のお支払いで、いつでも解約できます。
      </Text>
      <Group mt="md">
        <ButtonLink to={pagePath('paid-member-register')}>
          有料会員の申し込みへ進む
        </ButtonLink>
        <ButtonLink to={pagePath('sign-up-intro')} variant="outline">
          会員の種類と料金を見る
        </ButtonLink>
      </Group>
    </Card>
  );
}
