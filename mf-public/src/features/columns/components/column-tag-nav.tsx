import { Title, usePageData, pagePath } from '@hiroba/shared-ui';
import { loadPublishedTags } from '../../../shared/api/published';
import { LinkChips } from '../../../shared/components/link-chips';

/** Published tags; each opens the columns carrying that tag. */
export function ColumnTagNav({ currentTag }: { currentTag?: string }) {
  const { data: tags } = usePageData(loadPublishedTags, []);
  if (!tags || tags.length === 0) return null;
  return (
    <section aria-labelledby="column-tags">
      <Title order={2} id="column-tags" size="h4" mt="xl" mb="sm">
        タグからさがす
      </Title>
      <LinkChips
        label="コラムのタグ"
        items={tags.map((t) => ({ label: t.title, to: pagePath('column-search', { search: t.title }), current: t.title === currentTag }))}
      />
    </section>
  );
}
