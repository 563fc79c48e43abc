// A person's own lists show their held and hidden posts marked, with why others do not see them
// (docs/moderation.md#held-and-hidden-posts); a public one has no mark.
import { myComment, questionSummary } from '@hiroba/api-client/test-support';
import { HELD_NOTICE, MODERATION_STATE_LABELS } from '@hiroba/contract/fields';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test';
import { HIDDEN_AUTHOR_NOTICE } from '../safety/moderation-mark';
import { MyCommentItem } from './my-comment-item';
import { QuestionListItem } from './question-list-item';

test('a held question in my list is marked 確認中 and says why others do not see it', () => {
  renderWithProviders(
    <ul>
      <QuestionListItem question={questionSummary({ id: 1, title: '確認中の質問', moderation: 'held' })} />
      <QuestionListItem question={questionSummary({ id: 2, title: '公開中の質問' })} />
    </ul>,
  );
  expect(screen.getByText(MODERATION_STATE_LABELS.held)).toBeInTheDocument();
  expect(screen.getAllByText(HELD_NOTICE)).toHaveLength(1);
});

test('a hidden comment in my list is marked 非公開', () => {
  renderWithProviders(
    <ul>
      <MyCommentItem comment={myComment({ id: 3, body: '非公開になった回答', moderation: 'hidden' })} mark="expert-answers" />
    </ul>,
  );
  expect(screen.getByText(MODERATION_STATE_LABELS.hidden)).toBeInTheDocument();
  expect(screen.getByText(HIDDEN_AUTHOR_NOTICE)).toBeInTheDocument();
  expect(screen.getByText('非公開になった回答')).toBeInTheDocument();
});
