import { api, type Column } from '@hiroba/api-client';
import { useParams } from 'react-router-dom';
import { Title, pagePath, parseId, useBreadcrumbs, usePageTitle } from '@hiroba/shared-ui';
import { ColumnDigest } from '../../../shared/columns/column-digest';
import { RecordPage } from '../../../shared/components/record-page';
import { ColumnArticle } from '../components/column-article';
import { FeedLink } from '../components/feed-link';
import { PopularColumns } from '../components/popular-columns';

function ColumnView({ column }: { column: Column }) {
  usePageTitle(column.title);
  useBreadcrumbs(
    [
      { text: 'トップ', to: pagePath('top') },
      { text: 'コラム', to: pagePath('column-list') },
      ...(column.category ? [{ text: column.category.title, to: pagePath('column-category', { category: column.category.title }) }] : []),
      { text: column.title, disabled: true },
    ],
    {
      categories: column.category ? [{ text: column.category.title, to: pagePath('column-category', { category: column.category.title }) }] : [],
      tags: column.tags.map((t) => ({ text: t.title, to: pagePath('column-search', { search: t.title }) })),
    },
  );
  return (
    <>
      <ColumnArticle column={column} />
      <section aria-labelledby="related-columns">
        <Title order={2} id="related-columns" mt="xl" mb="sm">
          関連するコラム
        </Title>
        <ColumnDigest
          load={(signal) => api.columns.list({ related_to: column.id, per: 3 }, { signal })}
          empty="関連するコラムは、まだありません。"
          more={{ label: 'コラムを見る', to: pagePath('column-list') }}
        />
      </section>
      <PopularColumns />
      <FeedLink />
    </>
  );
}

/** /column/column-detail/{id}: one article. Not published: not found, except for admins (a preview). */
export default function ColumnDetailPage() {
  return (
    <RecordPage id={parseId(useParams().id)} get={(id, signal) => api.columns.get(id, { signal })}>
      {/* key: another column gets fresh state (the favorite toggle) instead of the last one's. */}
      {(column) => <ColumnView key={column.id} column={column} />}
    </RecordPage>
  );
}
