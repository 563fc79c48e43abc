import { useParams } from '@hiroba/shared-ui';
import { EmptyState, PageHeader, Prose, Title, useBreadcrumbs, usePageTitle } from '@hiroba/shared-ui';
import { KeywordSearchForm } from '../../../shared/components/keyword-search-form';
import { siteSearchPath } from '../../../shared/lib/paths';

function HowToSearch() {
  return (
    <Prose>
      <h2>さがし方</h2>
      <ul>
        <li>知りたいことを短い言葉で入力してください。例：「就労支援」「手話」「障害年金」</li>
        <li>ひらがなとカタカナ、全角と半角の違いは気にしなくてだいじょうぶです。</li>
        <li>画面の上の「キーワード検索」からも、いつでもさがせます。</li>
      </ul>
    </Prose>
  );
}

export function SearchPage() {
  const keyword = (useParams().search ?? '').trim();
  const title = keyword ? `「${keyword}」の検索結果` : 'キーワード検索';
  usePageTitle(title);
  useBreadcrumbs(
    keyword
      ? [{ text: 'トップ', to: '/' }, { text: '検索', to: '/search' }, { text: `「${keyword}」`, disabled: true }]
      : [{ text: 'トップ', to: '/' }, { text: '検索', disabled: true }],
  );

  return (
    <>
      <PageHeader title={title} lead={keyword ? undefined : '質問とコラムを、言葉でさがせます。'} />
      {/* key: a new keyword from the navbar resets the field to it */}
      <KeywordSearchForm key={keyword} label="さがしたい言葉" toPath={siteSearchPath} initialKeyword={keyword} />
      {keyword ? (
        <>
          <section aria-labelledby="search-questions">
            <Title order={2} id="search-questions" mt="xl" mb="sm">
              質問
            </Title>
            <EmptyState
              message={`「${keyword}」に当てはまる質問は見つかりませんでした。まだ質問がありません。`}
              action={{ label: 'Q&Aを見る', to: '/question-and-answer' }}
            />
          </section>
          <section aria-labelledby="search-columns">
            <Title order={2} id="search-columns" mt="xl" mb="sm">
              コラム
            </Title>
            <EmptyState
              message={`「${keyword}」に当てはまるコラムは見つかりませんでした。まだコラムがありません。`}
              action={{ label: 'コラムを見る', to: '/column' }}
            />
          </section>
        </>
      ) : (
        <HowToSearch />
      )}
    </>
  );
}
