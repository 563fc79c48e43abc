// フォロー中 on the settings page: each followed thing a link with its kind, 「フォローをやめる」 named
// for it, the row gone once unfollowed (announced, focus kept), and the empty state.
import { useSession } from '@hiroba/api-client';
import { answer, answerError, fixture } from '@hiroba/api-client/test-support';
import { FollowSchema, FollowStateSchema } from '@hiroba/contract';
import { useSnackbar } from '@hiroba/shared-ui';
import { fireEvent, makeUser, renderWithProviders, screen, waitFor, within } from '@hiroba/shared-ui/test';
import { axeViolations } from '@hiroba/shared-ui/test/axe';
import { FOLLOW_LIST_EMPTY, FollowList } from './follow-list';

beforeEach(() => useSession.getState().login('t', makeUser('free_member', { id: 7 })));
afterEach(() => {
  useSession.getState().clear();
  useSnackbar.getState().close();
});

const at = '2026-03-01T00:00:00.000Z';
const FOLLOWS = [
  fixture(FollowSchema, { target_kind: 'question', target_id: 12, name: '手話通訳を頼むには', url: `/question-and-answer/${encodeURIComponent('一般')}/12`, created_at: at }),
  fixture(FollowSchema, { target_kind: 'tag', target_id: 3, name: '就労', url: `/question-and-answer/search/${encodeURIComponent('就労')}`, created_at: at }),
  fixture(FollowSchema, { target_kind: 'category', target_id: 2, name: '暮らし', url: `/column/${encodeURIComponent('暮らし')}`, created_at: at }),
];

describe('FollowList', () => {
  it('lists each followed thing as a link to its page, with its kind and a button named for it', async () => {
    answer('get', 'follows', { data: FOLLOWS });
    const { container } = renderWithProviders(<FollowList />);
    expect(screen.getByRole('heading', { level: 2, name: 'フォロー中' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'フォロー中' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['質問手話通訳を頼むにはフォローをやめる', 'タグ就労フォローをやめる', 'カテゴリ暮らしフォローをやめる']);
    expect(within(items[1]).getByRole('link', { name: '就労' })).toHaveAttribute('href', FOLLOWS[1].url);
    expect(within(items[2]).getByRole('button', { name: '『暮らし』のフォローをやめる' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('unfollows: the row goes, the change is announced and the focus moves to the heading', async () => {
    answer('get', 'follows', { data: FOLLOWS });
    const remove = answer('delete', 'follows', { data: fixture(FollowStateSchema, { target_kind: 'tag', target_id: 3, following: false }) });
    renderWithProviders(<FollowList />);
    fireEvent.click(await screen.findByRole('button', { name: '『就労』のフォローをやめる' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '就労' })).not.toBeInTheDocument());
    expect(remove.calls.map((c) => c.query)).toEqual([{ target_kind: 'tag', target_id: '3' }]);
    expect(useSnackbar.getState().current).toMatchObject({ message: '『就労』のフォローをやめました。', color: 'success' });
    expect(screen.getByRole('heading', { level: 2, name: 'フォロー中' })).toHaveFocus();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('a failed unfollow keeps the row and says why', async () => {
    answer('get', 'follows', { data: FOLLOWS });
    answerError('delete', 'follows', 400, [{ field: 'target_kind', message: '対象の種類が正しくありません。' }]);
    renderWithProviders(<FollowList />);
    fireEvent.click(await screen.findByRole('button', { name: '『暮らし』のフォローをやめる' }));
    await waitFor(() => expect(useSnackbar.getState().current).toMatchObject({ color: 'error', message: expect.stringContaining('フォローをやめられませんでした。') }));
    expect(screen.getByRole('link', { name: '暮らし' })).toBeInTheDocument();
  });

  it('says so when nothing is followed, and once the last one is unfollowed', async () => {
    answer('get', 'follows', { data: [FOLLOWS[0]] });
    answer('delete', 'follows', { data: fixture(FollowStateSchema, { target_kind: 'question', target_id: 12, following: false }) });
    const { container } = renderWithProviders(<FollowList />);
    fireEvent.click(await screen.findByRole('button', { name: '『手話通訳を頼むには』のフォローをやめる' }));
    expect(await screen.findByText(FOLLOW_LIST_EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
