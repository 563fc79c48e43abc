// The current membership and what it means for payment, by role and permanent status.
import type { User } from '@hiroba/api-client';
import { Badge, Card, Group, Text, Title, formatDate } from '@hiroba/shared-ui';
import { membershipLabel } from '../../../shared/membership';
import { PlanPriceText } from '../../../shared/plan-price-text';

function paymentNote(user: User): string {
  if (user.role === 'paid_member' && user.is_permanent_paid_member) {
    return '永久有料会員のため、毎月のお支払いはありません。解約の手続きも必要ありません。';
  }
  switch (user.role) {
    case 'paid_member':
      if (user.membership?.cancel_at_period_end && user.membership.paid_until) {
        return `解約の手続きは済んでいます。${formatDate(user.membership.paid_until)}まで有料会員として利用できます。`;
      }
      // Paid without a card payment: made paid by the operator (the demo account, for one).
      if (!user.membership?.paid_until) return '有料会員として利用できます。毎月のお支払いはありません。';
      return '毎月自動で更新され、登録したカードでお支払いいただいています。';
    case 'free_member':
      return '今は無料会員です。お支払いはありません。';
    case 'expert':
      return '専門家アカウントは、有料会員のお支払いなしで利用できます。';
    case 'admin':
      return '管理者アカウントには、お支払いはありません。';
  }
}

export function MembershipStatus({ user }: { user: User }) {
  const paysMonthly = user.role === 'paid_member' && !user.is_permanent_paid_member;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="membership-title">
      <Title order={2} id="membership-title" size="h3">
        今の会員の種類
      </Title>
      <Group mt="sm">
        <Badge size="lg" variant="light">
          {membershipLabel(user)}
        </Badge>
      </Group>
      <Text mt="sm">{paymentNote(user)}</Text>
      {(paysMonthly || user.role === 'free_member') && (
        <Text mt="sm">
          有料会員の料金：<strong><PlanPriceText /></strong>
        </Text>
      )}
    </Card>
  );
}
