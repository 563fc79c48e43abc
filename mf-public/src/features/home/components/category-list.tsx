import { Text, Title, usePageData, pagePath } from '@hiroba/shared-ui';
import { loadPublishedCategories } from '../../../shared/api/published';
import { LinkChips } from '../../../shared/components/link-chips';

export function CategoryList() {
  const { data: categories, error } = usePageData(loadPublishedCategories, []);
  return (
    <section aria-labelledby="home-categories">
      <Title order={2} id="home-categories" mb="sm">
        カテゴリ
      </Title>
      {categories && categories.length > 0 ? (
        <LinkChips
          label="カテゴリ"
          items={categories.map((c) => ({ label: c.title, to: pagePath('column-category', { category: c.title }) }))}
        />
      ) : (
        <Text>{error ? 'カテゴリを読み込めませんでした。時間をおいて、もう一度お試しください。' : categories ? 'まだカテゴリがありません。' : '読み込んでいます…'}</Text>
      )}
    </section>
  );
}
