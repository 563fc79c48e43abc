// お支払いの履歴 on the admin's member page: each monthly charge the server recorded, newest first.
import type { Payment } from '@hiroba/api-client';
import { PAYMENT_STATUS_LABELS } from '@hiroba/contract/fields';
import { DateText, Paper, Text, Title, formatPriceJpy } from '@hiroba/shared-ui';
import { DataTable, type DataColumn } from '../../../shared/components/data-table';

const TITLE_ID = 'admin-payment-history-title';

const COLUMNS: DataColumn<Payment>[] = [
  { header: 'お支払い日', cell: (payment) => <DateText value={payment.paid_at ?? payment.created_at} /> },
  { header: '金額', cell: (payment) => formatPriceJpy(payment.amount_jpy) },
  { header: '状態', cell: (payment) => PAYMENT_STATUS_LABELS[payment.status] },
  { header: '領収書番号', cell: (payment) => payment.receipt_number },
  { header: '失敗の理由', cell: (payment) => payment.failure_message ?? '—' },
];

export function PaymentHistoryTable({ payments }: { payments: Payment[] }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={TITLE_ID}>
      <Title order={2} size="h3" mb="md" id={TITLE_ID}>
        お支払いの履歴
      </Title>
      {payments.length === 0 ? (
        <Text>お支払いの記録はまだありません。</Text>
      ) : (
        <DataTable caption="お支払いの履歴（新しい順）" columns={COLUMNS} rows={payments} minWidth={640} />
      )}
    </Paper>
  );
}
