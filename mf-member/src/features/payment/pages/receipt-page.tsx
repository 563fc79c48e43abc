// /my-page/payment-info/receipts/{id}: one payment's receipt (領収書), printable. With
// OPERATOR_INVOICE_NUMBER set it is a 適格簡易請求書: the issuer's registration number, the tax rate
// and the tax included. Everything printed comes from the server's overview.
import { useParams } from 'react-router-dom';
import { api } from '@hiroba/api-client';
import { MEMBERSHIP_STATUS_LABELS } from '@hiroba/contract/fields';
import {
  Button,
  ButtonLink,
  Card,
  Group,
  LoadError,
  LoadingState,
  NotFoundPage,
  PageHeader,
  Stack,
  Text,
  Title,
  displayName,
  formatDate,
  formatPriceJpy,
  pagePath,
  parseId,
  usePageData,
} from '@hiroba/shared-ui';
import { LabelledRows } from '../../../shared/labelled-rows';
import { MY_PAGE_CRUMB, useMemberPage } from '../../../shared/use-member-page';
import { useMember } from '../../../shared/use-member';
import '../components/receipt.css';

export default function ReceiptPage() {
  useMemberPage('領収書', [MY_PAGE_CRUMB, { text: 'お支払い情報', to: pagePath('payment-info') }]);
  const id = parseId(useParams().id);
  const user = useMember();
  const overview = usePageData(() => api.payments.getPaymentAndSubscription(), []);
  if (id === null) return <NotFoundPage />;
  if (overview.error) return <LoadError what="領収書" error={overview.error} onRetry={overview.reload} />;
  if (!overview.data || !user) return <LoadingState />;
  const payment = overview.data.payments.find((p) => p.id === id && p.status === 'paid');
  if (!payment) return <NotFoundPage />;
  const issuer = overview.data.receipt_issuer;
  const period = payment.period_start && payment.period_end ? `（${formatDate(payment.period_start)}〜${formatDate(payment.period_end)}）` : '';
  const rows: Array<[string, string]> = [
    ['領収番号', payment.receipt_number],
    ['お支払い日', formatDate(payment.paid_at ?? payment.created_at)],
    ['金額', `${formatPriceJpy(payment.amount_jpy)}`],
    [`うち消費税（${payment.tax_rate_percent}%）`, `${payment.tax_jpy.toLocaleString('ja-JP')}円`],
    ['但し書き', `障害福祉Q&Aひろば ${MEMBERSHIP_STATUS_LABELS.paid}の月額料金として${period}`],
    ['お支払い方法', 'クレジットカード'],
  ];

  return (
    <Stack gap="xl">
      <PageHeader title="領収書" lead="印刷するか、PDF として保存できます。" />
      <Card withBorder padding="xl" radius="md" className="hiroba-receipt" component="article" aria-labelledby="receipt-title">
        <Title order={2} id="receipt-title" ta="center">
          領収書
        </Title>
        <Text mt="md" size="lg">
          {displayName(user)} 様
        </Text>
        <Text mt="md" size="xl" fw={700}>
          {formatPriceJpy(payment.amount_jpy)}
        </Text>
        <LabelledRows rows={rows} caption="領収の内容" />
        <Text mt="md">上記のとおり領収いたしました。</Text>
        <Text mt="md" fw={700}>
          {issuer.name}
        </Text>
        {issuer.registration_number && <Text>登録番号：{issuer.registration_number}</Text>}
      </Card>
      <Group className="hiroba-receipt-actions">
        <Button onClick={() => window.print()}>印刷する</Button>
        <ButtonLink to={pagePath('payment-info')} variant="outline">
          お支払い情報へ戻る
        </ButtonLink>
      </Group>
    </Stack>
  );
}
