import { Card, List, SimpleGrid, StaticRuby, Text, Title, formatPriceJpy, useRuntimeConfig } from '@hiroba/shared-ui';

// What each membership can do (docs/product.md#permission-table), side by side; one column on a phone.
export function PlanComparison() {
  const priceJpy = useRuntimeConfig((config) => config.plan.priceJpy);
  return (
    <StaticRuby>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder padding="lg" component="section" aria-labelledby="plan-free">
          <Title order={2} id="plan-free" size="h3">
            無料会員
          </Title>
          <Text fw={700} my="xs">
            0円
          </Text>
          <List spacing="xs">
            <List.Item>質問・回答・コラムを読む</List.Item>
            <List.Item>質問やコメントに「いいね」をする</List.Item>
            <List.Item>質問やコラムをお気に入りに保存する</List.Item>
            <List.Item>質問にコメントする・コメントに返信する</List.Item>
          </List>
        </Card>
        <Card withBorder padding="lg" component="section" aria-labelledby="plan-paid">
          <Title order={2} id="plan-paid" size="h3">
            有料会員
          </Title>
          <Text fw={700} my="xs">
            月額 {formatPriceJpy(priceJpy)}
          </Text>
          <List spacing="xs">
            <List.Item>無料会員のできることすべて</List.Item>
            <List.Item>自分の質問を投稿する（専門家を選んで質問することもできます）</List.Item>
            <List.Item>自分の質問を直したり、消したりする</List.Item>
          </List>
          <Text size="sm" mt="sm">
            お支払いはクレジットカードです。1か月ごとに自動で更新され、マイページからいつでも解約できます。解約しても、お支払い済みの期間の終わりまでは使えます。
          </Text>
        </Card>
      </SimpleGrid>
    </StaticRuby>
  );
}
