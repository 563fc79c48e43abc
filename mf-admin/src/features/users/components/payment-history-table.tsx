// お支払いの履歴 on the admin's member page: each monthly charge the server recorded, newest first.
import type { Payment } from '@hiroba/api-client';
import { PAYMENT_STATUS_LABELS } from '@hiroba/contract/fields';
import { DateText, Paper, Table, Text, Title, VisuallyHidden, formatPriceJpy } from '@hiroba/shared-ui';

const TITLE_ID = 'admin-payment-history-title';

export function PaymentHistoryTable({ payments }: { payments: Payment[] }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={TITLE_ID}>
      <Title order={2} size="h3" mb="md" id={TITLE_ID}>
        お支払いの履歴
      </Title>
      {payments.length === 0 ? (
        <Text>お支払いの記録はまだありません。</Text>
      ) : (
        <div className="admin-table-scroll">
          <Table striped verticalSpacing="sm" miw={640}>
            {/* The heading above says it on screen; the caption names the table for screen readers. */}
            <caption>
              <VisuallyHidden component="span">お支払いの履歴（新しい順）</VisuallyHidden>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">お支払い日</Table.Th>
                <Table.Th scope="col">金額</Table.Th>
                <Table.Th scope="col">状態</Table.Th>
                <Table.Th scope="col">領収書番号</Table.Th>
                <Table.Th scope="col">失敗の理由</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>
                    <DateText value={payment.paid_at ?? payment.created_at} />
                  </Table.Td>
                  <Table.Td>{formatPriceJpy(payment.amount_jpy)}</Table.Td>
                  <Table.Td>{PAYMENT_STATUS_LABELS[payment.status]}</Table.Td>
                  <Table.Td>{payment.receipt_number}</Table.Td>
                  <Table.Td>{payment.failure_message ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Paper>
  );
}
