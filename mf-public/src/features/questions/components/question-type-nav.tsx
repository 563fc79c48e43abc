import { Box, pagePath } from '@hiroba/shared-ui';
import { LinkChips } from '../../../shared/components/link-chips';
import { QUESTION_TYPES, type QuestionType } from '../lib/question-types';

/** すべて・専門家・一般・未回答: links, with the one being read marked aria-current. */
export function QuestionTypeNav({ current }: { current?: QuestionType }) {
  return (
    <Box mb="lg">
      <LinkChips
        label="質問の種類"
        items={[
          { label: 'すべての質問', to: pagePath('question-list'), current: !current },
          ...QUESTION_TYPES.map((t) => ({ label: t.type, to: pagePath('question-type', { type: t.type }), current: t.type === current })),
        ]}
      />
    </Box>
  );
}
