import { pagePath } from '@hiroba/shared-ui';
import { loadPublishedTags } from '../../../shared/api/published';
import { ChipNav } from '../../../shared/components/chip-nav';

/** Published tags as chips; each opens the questions carrying that tag. */
export function QuestionTagNav({ currentTag }: { currentTag?: string }) {
  return (
    <ChipNav id="question-tags" heading="タグからさがす" label="質問のタグ" load={loadPublishedTags} to={(search) => pagePath('question-search', { search })} current={currentTag} />
  );
}
