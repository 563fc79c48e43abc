import { useParams } from 'react-router-dom';
import {
  LoadingState,
  NotFoundPage,
  PageHeader,
  useBreadcrumbs,
  usePageData,
  usePageTitle,
  pagePath,
  LoadError,
} from '@hiroba/shared-ui';
import { api, type Category } from '@hiroba/api-client';
import { isNotFoundError } from '../../../shared/lib/api-errors';
import { COLUMNS_PER_PAGE, PagedColumns } from '../../../shared/columns/paged-columns';
import { FollowButton } from '../../../shared/follow/follow-button';
import { ColumnCategoryNav } from '../components/column-category-nav';

interface CategoryViewProps {
  title: string;
  category: Category | null;
  error: unknown;
  reload(): void;
}

function CategoryView({ title, category, error, reload }: CategoryViewProps) {
  const heading = `${title}のコラム`;
  usePageTitle(heading);
  useBreadcrumbs(
    [{ text: 'トップ', to: pagePath('top') }, { text: 'コラム', to: pagePath('column-list') }, { text: title, disabled: true }],
    { categories: [{ text: title, to: pagePath('column-category', { category: title }) }] },
  );
  return (
    <>
      <PageHeader title={heading} lead={category?.description ?? undefined}>
        {/* The site's page of a category: its followers hear of the category's new questions. */}
        {category && <FollowButton key={category.id} kind="category" id={category.id} name={category.title} />}
      </PageHeader>
      {error ? (
        <LoadError error={error} onRetry={reload} />
      ) : category ? (
        <PagedColumns
          loadKey={String(category.id)}
          load={(page, options) => api.columns.columnByCategory({ category_id: category.id, page, per: COLUMNS_PER_PAGE }, options)}
          empty={`「${category.title}」のコラムは、まだありません。`}
        />
      ) : (
        <LoadingState />
      )}
      <ColumnCategoryNav currentTitle={title} />
    </>
  );
}

/** /column/{category}: the URL carries the category's title; an unknown or unpublished one is not found. */
export default function ColumnCategoryPage() {
  const title = useParams().category ?? '';
  const { data: category, error, reload } = usePageData(() => api.categories.showByTitle({ title }), [title]);
  if (isNotFoundError(error) || (category && category.status !== 'published')) return <NotFoundPage />;
  return <CategoryView title={title} category={category ?? null} error={error} reload={reload} />;
}
