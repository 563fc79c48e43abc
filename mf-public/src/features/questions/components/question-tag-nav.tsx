import { Title, usePageData, pagePath } from '@hiroba/shared-ui';
import { loadPublishedTags } from '../../../shared/api/published';
import { LinkChips } from '../../../shared/components/link-chips';

/** Published tags as chips; each opens the questions carrying that tag. */
export function QuestionTagNav({ currentTag }: { currentTag?: string }) {
  const { data: tags } = usePageData(loadPublishedTags, []);
  // The chips help but are not the page: if they cannot load, the page still stands without them.
  if (!tags || tags.length === 0) return null;
  return (
    <section aria-labelledby="question-tags">
      <Title order={2} id="question-tags" size="h4" mt="xl" mb="sm">
        タグからさがす
      </Title>
      <LinkChips
        label="質問のタグ"
        items={tags.map((t) => ({ label: t.title, to: pagePath('question-search', { search: t.title }), current: t.title === currentTag }))}
      />
    </section>
  );
}
