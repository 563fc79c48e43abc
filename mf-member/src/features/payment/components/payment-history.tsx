// The member's payments, newest first, each with its receipt.
import type { Payment } from '@hiroba/api-client';
import { PAYMENT_STATUS_LABELS } from '@hiroba/contract/fields';
import { RouterAnchor, Table, Text, Title, formatDate, formatPriceJpy, pagePath } from '@hiroba/shared-ui';

export function PaymentHistory({ payments }: { payments: Payment[] }) {
  return (
    <section aria-labelledby="payment-history-title">
      <Title order={2} id="payment-history-title" size="h3">
        お支払いの履歴
      </Title>
      {payments.length === 0 ? (
        <Text mt="sm">お支払いの記録はまだありません。</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table mt="sm" withTableBorder striped>
            <Table.Caption>お支払いの履歴（新しい順）</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">日付</Table.Th>
                <Table.Th scope="col">金額</Table.Th>
                <Table.Th scope="col">結果</Table.Th>
                <Table.Th scope="col">領収書</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>{formatDate(payment.paid_at ?? payment.created_at)}</Table.Td>
                  <Table.Td>{formatPriceJpy(payment.amount_jpy)}</Table.Td>
                  <Table.Td>
                    {PAYMENT_STATUS_LABELS[payment.status]}
                    {payment.failure_message && <Text size="sm">{payment.failure_message}</Text>}
                  </Table.Td>
                  <Table.Td>
                    {payment.status === 'paid' ? (
                      <RouterAnchor to={pagePath('receipt', { id: payment.id })}>領収書（{payment.receipt_number}）</RouterAnchor>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
