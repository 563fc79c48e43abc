// The final confirmation screen 特定商取引法 12条の6 requires before a subscription is bought:
// price, payment timing and method, term, auto-renewal and how to cancel, all on one screen.
import type { ReactNode } from 'react';
import { RouterAnchor, Table, Text, Title, pagePath } from '@hiroba/shared-ui';
import { PlanPriceText } from '../../../shared/plan-price-text';

const ROWS: { label: string; value: ReactNode }[] = [
  { label: 'サービスの内容', value: '障害福祉Q&Aひろばの有料会員（質問の投稿、投稿した質問の編集など）' },
  { label: '料金', value: <PlanPriceText /> },
  { label: 'お支払い方法', value: 'クレジットカード' },
  { label: 'お支払いの時期', value: '申し込みのときに最初の1か月分をお支払いいただき、その後は毎月、申し込んだ日と同じ日に自動でお支払いいただきます。' },
  { label: '契約期間', value: '1か月ごと自動更新' },
  { label: '自動更新', value: '解約の手続きをしない限り、1か月ごとに自動で更新され、同じ料金がかかります。' },
  {
    label: '解約の方法',
    value: 'マイページのお支払い情報から、いつでも解約できます。解約後も、お支払い済みの期間の終わりまで利用できます。',
  },
  { label: '返金', value: '期間の途中で解約しても、日割りでの返金はありません。' },
  { label: '利用できるようになる時期', value: 'お支払いが確認できしだい、すぐに利用できます。' },
];

export function FinalConfirmation() {
  return (
    <section aria-labelledby="final-confirmation-title">
      <Title order={2} id="final-confirmation-title" size="h3">
        お申し込み内容の確認
      </Title>
      <Text mt="sm">お申し込みの前に、次の内容を必ずご確認ください。</Text>
      <Table mt="sm" withTableBorder withColumnBorders aria-labelledby="final-confirmation-title">
        <Table.Tbody>
          {ROWS.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" w="30%">
                {row.label}
              </Table.Th>
              <Table.Td>{row.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text mt="md">
        くわしくは<RouterAnchor to={pagePath('terms-of-service')}>利用規約</RouterAnchor>と
        <RouterAnchor to={pagePath('specific-trade-law')}>特定商取引法に基づく表記</RouterAnchor>をご覧ください。
      </Text>
    </section>
  );
}
