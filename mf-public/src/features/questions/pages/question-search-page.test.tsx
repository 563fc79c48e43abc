// /question-and-answer/search/{tag}: the tag's questions, and フォローする for signed-in readers.
import { useSession } from '@hiroba/api-client';
import { answer, fixture, pageOf, tag } from '@hiroba/api-client/test-support';
import { FollowStateSchema } from '@hiroba/contract';
import { afterCallsArrive, makeUser, renderWithProviders, screen } from '@hiroba/shared-ui/test';
import QuestionSearchPage from './question-search-page';

beforeEach(() => {
  answer('get', 'tags', pageOf([tag(3, '手話'), tag(4, '就労支援')]));
  answer('get', 'questions', pageOf([]));
});
afterEach(() => useSession.getState().clear());

const open = (title: string) =>
  renderWithProviders(<QuestionSearchPage />, { route: `/question-and-answer/search/${encodeURIComponent(title)}`, path: '/question-and-answer/search/:search?' });

describe('QuestionSearchPage', () => {
  it('offers a signed-in reader the tag’s follow state (フォロー中), found by the tag in the URL', async () => {
    useSession.getState().login('t', makeUser('free_member', { id: 7 }));
    const state = answer('get', 'follows/state', { data: fixture(FollowStateSchema, { target_kind: 'tag', target_id: 4, following: true }) });
    open('就労支援');
    expect(await screen.findByRole('button', { name: 'フォロー中' })).toHaveAttribute('aria-pressed', 'true');
    expect(state.calls.map((c) => c.query)).toEqual([{ target_kind: 'tag', target_id: '4' }]);
  });

  it('offers a visitor no follow button, and the page without a tag none either', async () => {
    const first = open('就労支援');
    expect(await screen.findByRole('heading', { level: 1, name: '「就労支援」の質問' })).toBeInTheDocument();
    await afterCallsArrive();
    expect(screen.queryByRole('button', { name: /フォロー/ })).not.toBeInTheDocument();
    first.unmount();
    useSession.getState().login('t', makeUser('free_member', { id: 7 }));
    renderWithProviders(<QuestionSearchPage />, { route: '/question-and-answer/search', path: '/question-and-answer/search/:search?' });
    await afterCallsArrive();
    expect(screen.queryByRole('button', { name: /フォロー/ })).not.toBeInTheDocument();
  });
});
