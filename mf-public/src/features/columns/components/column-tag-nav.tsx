import { pagePath } from '@hiroba/shared-ui';
import { loadPublishedTags } from '../../../shared/api/published';
import { ChipNav } from '../../../shared/components/chip-nav';

/** Published tags; each opens the columns carrying that tag. */
export function ColumnTagNav({ currentTag }: { currentTag?: string }) {
  return (
    <ChipNav id="column-tags" heading="タグからさがす" label="コラムのタグ" load={loadPublishedTags} to={(search) => pagePath('column-search', { search })} current={currentTag} />
  );
}
