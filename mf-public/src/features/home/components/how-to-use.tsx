import { Card, SimpleGrid, StaticRuby, Text, Title } from '@hiroba/shared-ui';

const STEPS = [
  { title: '読む', body: '質問と回答、コラムは、登録しなくてもだれでも読めます。' },
  { title: '聞く', body: '有料会員になると、困りごとを質問できます。専門家を選んで聞くこともできます。' },
  { title: '答える', body: '会員はコメントで経験を分かち合えます。資格をもつ専門家も回答します。' },
] as const; // literal types: npm run readings:static reads them

export function HowToUse() {
  return (
    <StaticRuby>
      <section aria-labelledby="how-to-use">
        <Title order={2} id="how-to-use" mb="sm">
          使い方
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {STEPS.map((step) => (
            <Card key={step.title} withBorder padding="md">
              <Title order={3} size="h4">
                {step.title}
              </Title>
              <Text mt="xs">{step.body}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>
    </StaticRuby>
  );
}
