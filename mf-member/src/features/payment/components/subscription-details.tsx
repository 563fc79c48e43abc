// The monthly subscription as the server last read it from the provider: status, the next charge,
// the card, and a warning when a charge failed. Permanent paid members see that nothing renews.
import type { PaymentOverview } from '@hiroba/api-client';
import { SUBSCRIPTION_STATUS_LABELS } from '@hiroba/contract/fields';
import { Alert, ButtonLink, Card, Text, Title, formatDate, formatPriceJpy, pagePath } from '@hiroba/shared-ui';
import { LabelledRows } from '../../../shared/labelled-rows';
import { cardLabel } from '../../../shared/payments/card-label';

export function SubscriptionDetails({ overview }: { overview: PaymentOverview }) {
  if (overview.permanent) {
    return (
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="subscription-title">
        <Title order={2} id="subscription-title" size="h3">
          月額プラン
        </Title>
        <Text mt="sm">永久有料会員のため、毎月のお支払いも更新もありません。解約の手続きも必要ありません。</Text>
        {overview.permanent.at && <Text mt="xs">永久有料会員になった日：{formatDate(overview.permanent.at)}</Text>}
      </Card>
    );
  }
  const sub = overview.subscription;
  if (!sub) return null;
  const rows: Array<[string, string]> = [
    ['状態', SUBSCRIPTION_STATUS_LABELS[sub.status]],
    ['料金', `月額 ${formatPriceJpy(sub.price_jpy)}`],
    [
      '次回のお支払い',
      sub.next_charge_at && sub.next_charge_jpy !== null
        ? `${formatDate(sub.next_charge_at)}に${formatPriceJpy(sub.next_charge_jpy)}`
        : 'ありません',
    ],
  ];
  if (sub.cancel_at_period_end && sub.current_period_end) rows.push(['解約', `手続き済み（${formatDate(sub.current_period_end)}まで利用できます）`]);
  if (sub.card) rows.push(['お支払いのカード', cardLabel(sub.card)]);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="subscription-title">
      <Title order={2} id="subscription-title" size="h3">
        月額プラン
      </Title>
      {sub.payment_failed && (
        <Alert mt="sm" color="red" title="毎月のお支払いができませんでした" role="alert">
          <Text>登録のカードでお支払いができませんでした。数日おきに自動でお支払いを試みます。カードを変更すると、すぐにお支払いを試みます。</Text>
          <ButtonLink mt="sm" to={pagePath('edit-payment-info')}>
            カードを変更する
          </ButtonLink>
        </Alert>
      )}
      <LabelledRows rows={rows} labelledBy="subscription-title" />
    </Card>
  );
}
