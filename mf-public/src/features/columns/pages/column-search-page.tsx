import { api } from '@hiroba/api-client';
import { useParams } from 'react-router-dom';
import { PageHeader, useBreadcrumbs, usePageTitle, pagePath } from '@hiroba/shared-ui';
import { COLUMNS_PER_PAGE, PagedColumns } from '../../../shared/columns/paged-columns';
import { ColumnCategoryNav } from '../components/column-category-nav';
import { ColumnTagNav } from '../components/column-tag-nav';

/** /column/search/{tag}: the columns carrying a tag. Without a tag it shows the tags to choose from. */
export default function ColumnSearchPage() {
  const tag = (useParams().search ?? '').trim();
  const title = tag ? `「${tag}」のコラム` : 'タグからコラムをさがす';
  usePageTitle(title);
  useBreadcrumbs([
    { text: 'トップ', to: pagePath('top') },
    { text: 'コラム', to: pagePath('column-list') },
    { text: tag ? `「${tag}」` : 'タグでさがす', disabled: true },
  ], tag ? { tags: [{ text: tag, to: pagePath('column-search', { search: tag }) }] } : undefined);
  return (
    <>
      <PageHeader title={title} lead={tag ? undefined : '下のタグを選ぶと、そのタグがついたコラムを読めます。'} />
      {tag && (
        <PagedColumns
          loadKey={tag}
          load={(page, options) => api.columns.list({ tag, page, per: COLUMNS_PER_PAGE }, options)}
          empty={`「${tag}」のタグがついたコラムは、まだありません。`}
        />
      )}
      <ColumnTagNav currentTag={tag} />
      <ColumnCategoryNav />
    </>
  );
}
