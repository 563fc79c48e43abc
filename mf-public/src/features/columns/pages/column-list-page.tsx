import { api } from '@hiroba/api-client';
import { PageHeader, Title, usePageTrail, TOP_CRUMB } from '@hiroba/shared-ui';
import { COLUMNS_PER_PAGE, PagedColumns } from '../../../shared/columns/paged-columns';
import { ColumnCategoryNav } from '../components/column-category-nav';
import { ColumnTagNav } from '../components/column-tag-nav';
import { FeedLink } from '../components/feed-link';
import { PopularColumns } from '../components/popular-columns';

export default function ColumnListPage() {
  usePageTrail('コラム', [TOP_CRUMB]);
  return (
    <>
      <PageHeader title="コラム" lead="制度の使い方や暮らしの工夫を、専門家や運営者が分かりやすく紹介します。" />
      <ColumnCategoryNav />
      <section aria-labelledby="new-columns">
        <Title order={2} id="new-columns" mb="sm">
          新しいコラム
        </Title>
        <PagedColumns
          loadKey="all"
          load={(page, options) => api.columns.list({ page, per: COLUMNS_PER_PAGE }, options)}
          empty="まだコラムがありません。コラムが公開されたら、ここに新しい順に並びます。"
        />
      </section>
      <PopularColumns />
      <ColumnTagNav />
      <FeedLink />
    </>
  );
}
