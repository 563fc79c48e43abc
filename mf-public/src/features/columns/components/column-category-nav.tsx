import { Title, usePageData, pagePath } from '@hiroba/shared-ui';
import { loadPublishedCategories } from '../../../shared/api/published';
import { LinkChips } from '../../../shared/components/link-chips';

/** The published categories as navigation; the category being read is marked as current. */
export function ColumnCategoryNav({ currentTitle }: { currentTitle?: string }) {
  const { data: categories } = usePageData(loadPublishedCategories, []);
  // The navigation helps but is not the page: if it cannot load, the page still stands without it.
  if (!categories || categories.length === 0) return null;
  return (
    <section aria-labelledby="column-categories">
      <Title order={2} id="column-categories" size="h4" mt="xl" mb="sm">
        カテゴリからさがす
      </Title>
      <LinkChips
        label="コラムのカテゴリ"
        items={categories.map((c) => ({ label: c.title, to: pagePath('column-category', { category: c.title }), current: c.title === currentTitle }))}
      />
    </section>
  );
}
