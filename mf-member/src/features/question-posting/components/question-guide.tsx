// What a good question contains, and what must not be written (要配慮個人情報, APPI). Fixed text, with
// ふりがな while it is on (StaticRuby; the Alert's title is a prop, so it has its own).
import { Alert, List, Stack, StaticRuby, Text, Title } from '@hiroba/shared-ui';

export function QuestionGuide() {
  return (
    <StaticRuby>
      <Stack gap="md">
        <section aria-labelledby="good-question-title">
          <Title order={2} id="good-question-title" size="h3">
            回答をもらいやすい質問の書き方
          </Title>
          <List mt="sm" spacing="xs">
            <List.Item>タイトルは、何を知りたいのかが一目でわかる短い文にします。</List.Item>
            <List.Item>困っていること、知りたいことを具体的に書きます。</List.Item>
            <List.Item>これまでに試したことや調べたことがあれば書きます。</List.Item>
            <List.Item>住んでいる都道府県や、利用しているサービスの種類など、答えに関係する範囲の状況を書きます。</List.Item>
            <List.Item>合うカテゴリとタグを選ぶと、くわしい人に見つけてもらいやすくなります。</List.Item>
          </List>
        </section>
        <Alert color="orange" title={<StaticRuby>個人が特定される情報は書かないでください</StaticRuby>}>
          <Text>
            質問はだれでも読めます。本名、住所、電話番号、メールアドレス、病院や事業所の名前など、あなたや他の人が特定される情報は書かないでください。病名や障害の内容は、答えに必要な範囲にとどめてください。
          </Text>
        </Alert>
      </Stack>
    </StaticRuby>
  );
}
