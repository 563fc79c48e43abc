import { api, type Paged, type SearchInfo } from '@hiroba/api-client';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageHeader, Prose, Title, useBreadcrumbs, usePageTitle, pagePath } from '@hiroba/shared-ui';
import { KeywordSearchForm } from '../../../shared/components/keyword-search-form';
import { PagedList } from '../../../shared/lists/paged-list';
import { AskQuestionCall } from '../../../shared/questions/ask-question-call';
import { PublicCrisisHelp } from '../../../shared/safety/safety-parts';
import { ColumnHit } from '../components/column-hit';
import { OrderLinks } from '../components/order-links';
import { QuestionHit } from '../components/question-hit';
import { RelatedWords } from '../components/related-words';
import { SearchNotes } from '../components/search-notes';

// api-server counts a keyword search's matches up to this many (SEARCH_COUNT_CAP there).
const SEARCH_COUNT_CAP = 1000;
const PER_PAGE = 10;

function HowToSearch() {
  return (
    <Prose>
      <h2>さがし方</h2>
      <ul>
        <li>知りたいことを短い言葉で入力してください。例：「就労支援」「手話」「障害年金」</li>
        <li>ひらがなとカタカナ、全角と半角の違いは気にしなくてだいじょうぶです。漢字がわからない言葉は、ひらがなでもさがせます。</li>
        <li>「放デイ」「GH」のような短い呼び名や、地域の呼び名（「愛の手帳」など）、前の名前（「ケアホーム」など）でもさがせます。</li>
        <li>言葉を空白で区切ると、すべての言葉をふくむ質問とコラムを先に表示します。</li>
        <li>画面の上の「キーワード検索」からも、いつでもさがせます。</li>
      </ul>
    </Prose>
  );
}

/** What a search's answer says of its words, once (the questions' answer and the columns' say the same). */
const searchInfo = (answer: Paged<unknown>): SearchInfo | undefined => answer.meta.search;

export default function SearchPage() {
  const keyword = (useParams().search ?? '').trim();
  const order = useSearchParams()[0].get('order') === 'new' ? 'new' : 'relevance';
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
          <OrderLinks keyword={keyword} order={order} />
          <section aria-labelledby="search-questions">
            <Title order={2} id="search-questions" mt="xl" mb="sm">
              質問
            </Title>
            <PagedList
              loadKey={`${keyword} ${order}`}
              noun="質問"
              load={(page, options) => api.search.questions({ keyword, order, page, per: PER_PAGE }, options)}
              empty={`「${keyword}」に当てはまる質問は見つかりませんでした。別の言葉や、短い言葉でさがしてみてください。`}
              showCount
              countCap={SEARCH_COUNT_CAP}
              lead={(answer) => {
                const info = searchInfo(answer);
                return (
                  <>
                    {/* Words that show a person may be in danger: the help lines come before the results. */}
                    {answer.meta.crisis_help && <PublicCrisisHelp />}
                    {info && <SearchNotes info={info} noun="質問" />}
                    {answer.data.length === 0 && info && <RelatedWords words={info.related} />}
                  </>
                );
              }}
              after={(answer) => answer.data.length === 0 && <AskQuestionCall />}
              render={(hits) => (
                <ul className="hiroba-card-list">
                  {hits.map((hit) => (
                    <li key={hit.id}>
                      <QuestionHit hit={hit} />
                    </li>
                  ))}
                </ul>
              )}
            />
          </section>
          <section aria-labelledby="search-columns">
            <Title order={2} id="search-columns" mt="xl" mb="sm">
              コラム
            </Title>
            <PagedList
              loadKey={`${keyword} ${order}`}
              noun="コラム"
              param="column_page"
              load={(page, options) => api.search.columns({ keyword, order, page, per: PER_PAGE }, options)}
              empty={`「${keyword}」に当てはまるコラムは見つかりませんでした。別の言葉や、短い言葉でさがしてみてください。`}
              showCount
              countCap={SEARCH_COUNT_CAP}
              render={(hits) => (
                <ul className="hiroba-card-list">
                  {hits.map((hit) => (
                    <li key={hit.id}>
                      <ColumnHit hit={hit} />
                    </li>
                  ))}
                </ul>
              )}
            />
          </section>
        </>
      ) : (
        <HowToSearch />
      )}
    </>
  );
}
