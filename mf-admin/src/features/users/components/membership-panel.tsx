// 有料会員の状況 on the admin's member page: the membership, the monthly subscription as the server
// last read it from the provider (next charge, 解約予定, card, a failed payment), or who made the
// member permanent and when. 永久有料会員にする is offered only when the server says it may be done.
import type { Card, PaymentOverview, User } from '@hiroba/api-client';
import { CARD_BRAND_LABELS, MEMBERSHIP_STATUS_LABELS, SUBSCRIPTION_STATUS_LABELS } from '@hiroba/contract/fields';
import { Alert, DateText, Paper, Stack, Text, Title, formatDate, formatPriceJpy } from '@hiroba/shared-ui';
import { MakePermanentButton } from './make-permanent-button';
import { FactsList, type Fact } from '../../../shared/components/facts-list';

const TITLE_ID = 'admin-membership-title';

/** A card by brand and the last four digits only: 「Visa •••• 4242」. */
export function cardText(card: Card): string {
  return `${CARD_BRAND_LABELS[card.brand] ?? card.brand} •••• ${card.last4}`;
}

function subscriptionRows(subscription: NonNullable<PaymentOverview['subscription']>): Fact[] {
  const nextCharge =
    subscription.next_charge_at && subscription.next_charge_jpy !== null
      ? `${formatDate(subscription.next_charge_at)}に${formatPriceJpy(subscription.next_charge_jpy)}`
      : 'ありません（これ以降の請求はされません）';
  const rows: Fact[] = [
    ['月額プランの状態', SUBSCRIPTION_STATUS_LABELS[subscription.status]],
    ['次回のお支払い', nextCharge],
  ];
  if (subscription.cancel_at_period_end) {
    rows.push([
      '解約予定',
      subscription.current_period_end ? `解約予定です（${formatDate(subscription.current_period_end)}で終了します）` : '解約予定です',
    ]);
  }
  rows.push(['お支払いのカード', subscription.card ? cardText(subscription.card) : '登録されていません']);
  return rows;
}

interface Props {
  overview: PaymentOverview;
  memberName: string;
  onMadePermanent(user: User): void;
}

export function MembershipPanel({ overview, memberName, onMadePermanent }: Props) {
  const { membership, permanent, subscription } = overview;
  // Permanent, but the provider was away when the monthly plan was to end: the server offers the button again.
  const planLeft = permanent !== null && overview.capabilities.can_make_permanent;
  const rows: Fact[] = [['会員種別', membership ? MEMBERSHIP_STATUS_LABELS[membership.status] : '会員ではありません']];
  if (permanent) {
    rows.push(
      ['永久有料会員にした管理者', permanent.by?.name ?? '記録がありません'],
      ['永久有料会員にした日時', permanent.at ? <DateText key="at" value={permanent.at} withTime /> : '記録がありません'],
      ['更新と解約', planLeft ? '月額プランがまだ止まっていません。' : '永久有料会員のため、更新や解約はありません（毎月のお支払いもありません）。'],
    );
  } else if (subscription) {
    rows.push(...subscriptionRows(subscription));
  } else {
    rows.push(['月額プラン', 'お申し込みはありません']);
    if (overview.card_on_file) rows.push(['登録済みのカード', cardText(overview.card_on_file)]);
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="md">
        <Title order={2} size="h3" id={TITLE_ID}>
          有料会員の状況
        </Title>
        {planLeft && (
          <Alert color="yellow" title="月額プランがまだ止まっていません">
            <Text>決済会社と通信できなかったため、毎月のお支払いが残っています。もう一度「永久有料会員にする」を押すと止めます（10分ごとの自動の確認でも止めます）。</Text>
          </Alert>
        )}
        {!permanent && subscription?.payment_failed && (
          <Alert color="red" title="お支払いに失敗しています">
            <Text>最後の月額のお支払いができませんでした。カードが使えるか、本人に確かめてもらう必要があります。</Text>
          </Alert>
        )}
        <FactsList facts={rows} />
        {overview.capabilities.can_make_permanent && (
          <MakePermanentButton userId={overview.user_id} memberName={memberName} onDone={onMadePermanent} />
        )}
      </Stack>
    </Paper>
  );
}
