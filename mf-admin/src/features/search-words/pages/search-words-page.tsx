import { api, useDataVersion } from '@hiroba/api-client';
import { LIMITS, SEARCH_WORD_SOURCES } from '@hiroba/contract/fields';
import { EmptyState, LoadError, LoadingState, PageHeader, Stack, Text, Title, usePageData, usePageParam, usePageTrail } from '@hiroba/shared-ui';
import { ListPager } from '../../../shared/components/list-pager';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';
import { ADMIN_PAGE_SIZE } from '../../../shared/lib/admin-constants';
import { oneOf, useListParams } from '../../../shared/lib/list-params';
import { SearchMissTable } from '../components/search-miss-table';
import { SearchWordFilters } from '../components/search-word-filters';
import { SearchWordForm, useSearchWordEditor } from '../components/search-word-form';
import { SearchWordTable } from '../components/search-word-table';

/** The searches that found nothing have their own page links, so both lists keep their place. */
const MISSES_PAGE = 'misses_page';

/**
 * /admin/search-words: the vocabulary the site search widens each word through (docs/search.md#the-vocabulary).
 * The built-in groups come from the code; operators add their region's words here, starting from the
 * searches that found nothing. Every write announces `search_words`: both lists load again.
 */
export default function SearchWordsPage() {
  usePageTrail('検索の言いかえ', [ADMIN_CRUMB], '検索の言いかえ');
  const editor = useSearchWordEditor();
  const version = useDataVersion('search_words');

  const { params, page, setFilters } = useListParams();
  const source = oneOf(params.get('source'), SEARCH_WORD_SOURCES);
  // A keyword longer than the server takes would only be refused: it is cut to the limit.
  const keyword = params.get('keyword')?.trim().slice(0, LIMITS.searchWords.word) || undefined;
  const groups = usePageData(
    (signal) => api.searchWords.list({ page, per: ADMIN_PAGE_SIZE, source, keyword }, { signal }),
    [page, source, keyword, version],
  );

  const missesPage = usePageParam(MISSES_PAGE);
  const misses = usePageData((signal) => api.searchWords.misses({ page: missesPage, per: ADMIN_PAGE_SIZE }, { signal }), [missesPage, version]);

  return (
    <Stack gap="xl">
      <PageHeader
        title="検索の言いかえ"
        lead="サイトの検索は、同じものをさす言葉のグループで言葉を広げて探します（「放デイ」で「放課後等デイサービス」も見つかります）。ここで加えた言いかえは数秒でどのサーバーの検索にも使われ、操作の記録に残ります。"
      />

      <section aria-labelledby={editor.ids.heading}>
        <SearchWordForm editor={editor} />
      </section>

      <section aria-labelledby="search-misses-heading">
        <Title order={2} size="h4" id="search-misses-heading" mb="xs">
          見つからなかった検索（この30日）
        </Title>
        <Text mb="sm">質問が1件も見つからなかった検索です。多い順に並びます。残しているのは言葉と日だけで、だれが探したかは残していません。</Text>
        {misses.error ? <LoadError what="見つからなかった検索" error={misses.error} onRetry={misses.reload} /> : null}
        {misses.loading && !misses.data && <LoadingState />}
        {misses.data && misses.data.data.length === 0 && <EmptyState message="この30日に、何も見つからなかった検索はありません。" />}
        {misses.data && misses.data.data.length > 0 && (
          <>
            <SearchMissTable misses={misses.data.data} onStart={editor.startWith} />
            <ListPager meta={misses.data.meta} param={MISSES_PAGE} label="見つからなかった検索のページ送り" />
          </>
        )}
      </section>

      <section aria-labelledby="search-words-heading">
        <Title order={2} size="h4" id="search-words-heading" mb="xs">
          言いかえの一覧
        </Title>
        <Stack gap="md">
          <SearchWordFilters source={source} keyword={keyword} onChange={setFilters} />
          {groups.error ? <LoadError what="言いかえ" error={groups.error} onRetry={groups.reload} /> : null}
          {groups.loading && !groups.data && <LoadingState />}
          {groups.data && groups.data.data.length === 0 && (
            <EmptyState message={source || keyword ? '条件に合う言いかえはありません。' : 'まだ言いかえがありません。「言いかえを追加する」から加えられます。'} />
          )}
          {groups.data && groups.data.data.length > 0 && (
            <>
              <SearchWordTable
                groups={groups.data.data}
                onEdit={editor.edit}
                onRemoved={(group) => {
                  if (editor.editing?.id === group.id) editor.startOver();
                }}
              />
              <ListPager meta={groups.data.meta} label="言いかえの一覧のページ送り" />
            </>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
