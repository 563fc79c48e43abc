import { EmptyState, PageHeader, RouterAnchor, Stack, Title, useBreadcrumbs, usePageTitle } from '@hiroba/shared-ui';
import { CategoryList } from '../components/category-list';
import { HowToUse } from '../components/how-to-use';
import { RegisterCall } from '../components/register-call';

export function TopPage() {
  usePageTitle('障害福祉の質問と回答・コラム');
  useBreadcrumbs([{ text: 'トップ', disabled: true }]);
  return (
    <Stack gap="xl">
      <PageHeader
        title="障害福祉Q&Aひろば"
        lead="障害福祉の質問と回答・コラムのサイトです。障害のある方、ご家族、支援に関わる方が、困りごとを聞き、経験や知識を分かち合えます。"
      />
      <HowToUse />
      <section aria-labelledby="popular-questions">
        <Title order={2} id="popular-questions" mb="sm">
          よく読まれている質問
        </Title>
        <EmptyState title="まだ質問がありません">
          質問が投稿されると、よく読まれているものをここでご紹介します。<RouterAnchor to="/question-and-answer">Q&Aを見る</RouterAnchor>
        </EmptyState>
      </section>
      <section aria-labelledby="new-columns">
        <Title order={2} id="new-columns" mb="sm">
          新しいコラム
        </Title>
        <EmptyState title="まだコラムがありません">
          コラムが公開されると、新しいものからここに並びます。<RouterAnchor to="/column">コラムを見る</RouterAnchor>
        </EmptyState>
      </section>
      <CategoryList />
      <RegisterCall />
    </Stack>
  );
}
