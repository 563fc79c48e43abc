// フォローする / この質問をフォロー: only for signed-in readers, pressed state from the page's data or
// the server's, a press shown at once and announced, a failure put back with the server's reason.
import { useSession } from '@hiroba/api-client';
import { answer, answerError, fixture, pageOf, tag } from '@hiroba/api-client/test-support';
import { FollowStateSchema } from '@hiroba/contract';
import { useSnackbar } from '@hiroba/shared-ui';
import { fireEvent, makeUser, renderWithProviders, screen, waitFor } from '@hiroba/shared-ui/test';
import { axeViolations } from '@hiroba/shared-ui/test/axe';
import { FollowButton } from './follow-button';

afterEach(() => {
  useSession.getState().clear();
  useSnackbar.getState().close();
});

const signIn = () => useSession.getState().login('t', makeUser('free_member', { id: 7 }));
const followState = (target_kind: 'question' | 'tag' | 'category', target_id: number, following: boolean) =>
  ({ data: fixture(FollowStateSchema, { target_kind, target_id, following }) });

describe('FollowButton', () => {
  it('shows nothing to a visitor and asks the server nothing', async () => {
    renderWithProviders(<FollowButton kind="category" id={2} name="暮らし" />);
    // A call nobody answered would fail the test; give a lazy part time to appear.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('on a question: この質問をフォロー from the question’s own data, then フォロー中, pressed and announced', async () => {
    signIn();
    const create = answer('post', 'follows', followState('question', 12, true));
    const { container } = renderWithProviders(<FollowButton kind="question" id={12} name="手話通訳を頼むには" following={false} />);
    const button = await screen.findByRole('button', { name: 'この質問をフォロー' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'フォロー中' })).toHaveAttribute('aria-pressed', 'true');
    expect(create.calls.map((c) => c.body)).toEqual([{ target_kind: 'question', target_id: 12 }]);
    await waitFor(() => expect(useSnackbar.getState().current).toMatchObject({ message: '「手話通訳を頼むには」をフォローしました。', color: 'success' }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('on a tag page: finds the tag by its name, asks whether it is followed, and unfollows', async () => {
    signIn();
    answer('get', 'tags', pageOf([tag(3, '手話'), tag(4, '就労')]));
    const state = answer('get', 'follows/state', followState('tag', 4, true));
    const remove = answer('delete', 'follows', followState('tag', 4, false));
    renderWithProviders(<FollowButton kind="tag" name="就労" />);
    const button = await screen.findByRole('button', { name: 'フォロー中' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(state.calls.map((c) => c.query)).toEqual([{ target_kind: 'tag', target_id: '4' }]);

    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'フォローする' })).toHaveAttribute('aria-pressed', 'false');
    expect(remove.calls.map((c) => c.query)).toEqual([{ target_kind: 'tag', target_id: '4' }]);
    await waitFor(() => expect(useSnackbar.getState().current?.message).toBe('「就労」のフォローをやめました。'));
  });

  it('a tag that is not published shows no button (and its state is not asked)', async () => {
    signIn();
    const tags = answer('get', 'tags', pageOf([tag(3, '手話')]));
    renderWithProviders(<FollowButton kind="tag" name="ない" />);
    await waitFor(() => expect(tags.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a refused follow goes back to フォローする and says why', async () => {
    signIn();
    answer('get', 'follows/state', followState('category', 2, false));
    answerError('post', 'follows', 409, [{ field: 'target_id', message: 'フォローできるのは500件までです。' }]);
    renderWithProviders(<FollowButton kind="category" id={2} name="暮らし" />);
    fireEvent.click(await screen.findByRole('button', { name: 'フォローする' }));
    await waitFor(() => expect(useSnackbar.getState().current).toMatchObject({ color: 'error', message: expect.stringContaining('500件まで') }));
    expect(screen.getByRole('button', { name: 'フォローする' })).toHaveAttribute('aria-pressed', 'false');
  });
});
