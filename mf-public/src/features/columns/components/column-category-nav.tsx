import { pagePath } from '@hiroba/shared-ui';
import { loadPublishedCategories } from '../../../shared/api/published';
import { ChipNav } from '../../../shared/components/chip-nav';

/** The published categories as navigation; the category being read is marked as current. */
export function ColumnCategoryNav({ currentTitle }: { currentTitle?: string }) {
  return (
    <ChipNav
      id="column-categories"
      heading="カテゴリからさがす"
      label="コラムのカテゴリ"
      load={loadPublishedCategories}
      to={(category) => pagePath('column-category', { category })}
      current={currentTitle}
    />
  );
}
