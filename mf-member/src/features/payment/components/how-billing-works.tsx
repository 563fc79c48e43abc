// How paying and cancelling work (matches the 特定商取引法 confirmation on /paid-member-register).
import { List, Title } from '@hiroba/shared-ui';

export function HowBillingWorks() {
  return (
    <section aria-labelledby="billing-title">
      <Title order={2} id="billing-title" size="h3">
        お支払いと解約のしくみ
      </Title>
      <List mt="sm" spacing="xs">
        <List.Item>お支払いはクレジットカードで、申し込んだ日に1か月分をお支払いいただきます。</List.Item>
        <List.Item>契約は1か月ごとに自動で更新され、毎月同じ日にお支払いいただきます。</List.Item>
        <List.Item>解約は、マイページの「お支払い情報」からいつでもできます。解約の手数料はかかりません。</List.Item>
        <List.Item>解約したあとも、お支払い済みの期間の終わりまでは有料会員として利用できます。</List.Item>
        <List.Item>期間の途中で解約しても、日割りでの返金はありません。</List.Item>
      </List>
    </section>
  );
}
