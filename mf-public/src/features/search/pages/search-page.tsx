import { api } from '@hiroba/api-client';
import { useParams } from 'react-router-dom';
import { PageHeader, Prose, Title, useBreadcrumbs, usePageTitle, pagePath } from '@hiroba/shared-ui';
import { KeywordSearchForm } from '../../../shared/components/keyword-search-form';
import { COLUMNS_PER_PAGE, PagedColumns } from '../../../shared/columns/paged-columns';
import { PagedQuestions, QUESTIONS_PER_PAGE } from '../../../shared/questions/paged-questions';
import { PublicCrisisHelp } from '../../../shared/safety/safety-parts';

// api-server counts a keyword search's matches up to this many (SEARCH_COUNT_CAP there).
const SEARCH_COUNT_CAP = 1000;

function HowToSearch() {
  return (
    <Prose>
      <h2>さがし方</h2>
      <ul>
        <li>知りたいことを短い言葉で入力してください。例：「就労支援」「手話」「障害年金」</li>
        <li>ひらがなとカタカナ、全角と半角の違いは気にしなくてだいじょうぶです。</li>
        <li>言葉を空白で区切ると、すべての言葉をふくむ質問とコラムをさがします。</li>
        <li>画面の上の「キーワード検索」からも、いつでもさがせます。</li>
      </ul>
    </Prose>
  );
}

export default function SearchPage() {
  const keyword = (useParams().search ?? '').trim();
  const title = keyword ? `「${keyword}」の検索結果` : 'キーワード検索';
  usePageTitle(title);
  useBreadcrumbs(
    keyword
      ? [{ text: 'トップ', to: pagePath('top') }, { text: '検索', to: pagePath('search') }, { text: `「${keyword}」`, disabled: true }]
      : [{ text: 'トップ', to: pagePath('top') }, { text: '検索', disabled: true }],
  );

  return (
    <>
      <PageHeader title={title} lead={keyword ? undefined : '質問とコラムを、言葉でさがせます。'} />
      {/* key: a new keyword from the navbar resets the field to it */}
      <KeywordSearchForm key={keyword} label="さがしたい言葉" toPath={(search) => pagePath('search', { search })} initialKeyword={keyword} />
      {keyword ? (
        <>
          <section aria-labelledby="search-questions">
            <Title order={2} id="search-questions" mt="xl" mb="sm">
              質問
            </Title>
            <PagedQuestions
              loadKey={keyword}
              load={(page, options) => api.questions.list({ keyword, page, per: QUESTIONS_PER_PAGE }, options)}
              empty={`「${keyword}」に当てはまる質問は見つかりませんでした。別の言葉や、短い言葉でさがしてみてください。`}
              showCount
              countCap={SEARCH_COUNT_CAP}
              // Words that show a person may be in danger: the help lines come before the results.
              lead={(answer) => answer.meta.crisis_help && <PublicCrisisHelp />}
            />
          </section>
          <section aria-labelledby="search-columns">
            <Title order={2} id="search-columns" mt="xl" mb="sm">
              コラム
            </Title>
            <PagedColumns
              loadKey={keyword}
              param="column_page"
              load={(page, options) => api.columns.list({ keyword, page, per: COLUMNS_PER_PAGE }, options)}
              empty={`「${keyword}」に当てはまるコラムは見つかりませんでした。別の言葉や、短い言葉でさがしてみてください。`}
              showCount
              countCap={SEARCH_COUNT_CAP}
            />
          </section>
        </>
      ) : (
        <HowToSearch />
      )}
    </>
  );
}
