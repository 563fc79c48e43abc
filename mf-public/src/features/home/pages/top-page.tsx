import { api } from '@hiroba/api-client';
import { PageHeader, RouterAnchor, Stack, Title, pagePath, useBreadcrumbs, usePageTitle } from '@hiroba/shared-ui';
import { ColumnDigest } from '../../../shared/columns/column-digest';
import { QuestionDigest } from '../../../shared/questions/question-digest';
import { CategoryList } from '../components/category-list';
import { HowToUse } from '../components/how-to-use';
import { RegisterCall } from '../components/register-call';

export default function TopPage() {
  // null: the bare site title「障害福祉Q&Aひろば」, the name people search for.
  usePageTitle(null);
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
        <QuestionDigest
          load={(signal) => api.questions.popularQuestions({ per: 5 }, { signal })}
          empty="まだ質問がありません。質問が投稿されると、よく読まれているものをここでご紹介します。"
          more={{ label: 'Q&Aを見る', to: pagePath('question-list') }}
        />
      </section>
      <section aria-labelledby="new-questions">
        <Title order={2} id="new-questions" mb="sm">
          新しい質問
        </Title>
        <QuestionDigest
          load={(signal) => api.questions.list({ per: 5 }, { signal })}
          empty="まだ質問がありません。"
          more={{ label: 'Q&Aを見る', to: pagePath('question-list') }}
        />
        <RouterAnchor to={pagePath('question-list')} mt="sm" display="inline-block">
          質問をもっと見る
        </RouterAnchor>
      </section>
      <section aria-labelledby="new-columns">
        <Title order={2} id="new-columns" mb="sm">
          新しいコラム
        </Title>
        <ColumnDigest
          load={(signal) => api.columns.list({ per: 3 }, { signal })}
          empty="まだコラムがありません。コラムが公開されると、新しいものからここに並びます。"
          more={{ label: 'コラムを見る', to: pagePath('column-list') }}
        />
        <RouterAnchor to={pagePath('column-list')} mt="sm" display="inline-block">
          コラムをもっと見る
        </RouterAnchor>
      </section>
      <section aria-labelledby="popular-columns">
        <Title order={2} id="popular-columns" mb="sm">
          よく読まれているコラム
        </Title>
        <ColumnDigest
          load={(signal) => api.columns.popularColumns({ per: 3 }, { signal })}
          empty="まだコラムがありません。"
          more={{ label: 'コラムを見る', to: pagePath('column-list') }}
        />
      </section>
      <CategoryList />
      <RegisterCall />
    </Stack>
  );
}
