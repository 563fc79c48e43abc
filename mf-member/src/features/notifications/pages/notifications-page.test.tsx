import userEvent from '@testing-library/user-event';
import { useSession } from '@hiroba/api-client';
import { answer, answerWith, notification } from '@hiroba/api-client/test-support';
import { useSnackbar } from '@hiroba/shared-ui';
import { makeUser, paged, renderWithProviders, screen, signIn, waitFor, within } from '@hiroba/shared-ui/test';
import { axeViolations } from '../../../../../shared-ui/test/axe';
import NotificationsPage from './notifications-page';

const user = userEvent.setup();

afterEach(() => {
  useSession.getState().clear();
  useSnackbar.getState().close();
});

const ANSWER = notification({ id: 11 });
const LIKE = notification({ id: 10, kind: 'like', message: '3人がいいねしました', actor_count: 3, read: true, title: '手話通訳の頼み方', url: '/question-and-answer/%E4%B8%80%E8%88%AC/5' });
const PAYMENT = notification({ id: 9, kind: 'payment', variant: 'payment_failed', message: 'お支払いができませんでした', title: null, url: '/my-page/payment-info' });

describe('NotificationsPage', () => {
  it.each(['free_member', 'expert', 'admin'] as const)('lists a %s’s notifications newest first, unread ones marked in words, with paging', async (role) => {
    const list = answer('get', 'notifications', paged([ANSWER, LIKE, PAYMENT], { page: 2, total: 23 }));
    answer('get', 'notifications/unread_count', { data: { unread: 1 } });
    signIn(makeUser(role));
    const view = renderWithProviders(<NotificationsPage />, { route: '/notifications?page=2' });
    expect(screen.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('list', { name: 'お知らせの一覧' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.replace(/\d{4}年.*$/, ''))).toEqual([
      '未読あなたの質問に専門家が回答しました：障害年金の更新について',
      '3人がいいねしました：手話通訳の頼み方',
      '未読お支払いができませんでした',
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'あなたの質問に専門家が回答しました：障害年金の更新について' })).toHaveAttribute('href', ANSWER.url);
    expect(within(rows[2]).getByRole('link', { name: 'お支払いができませんでした' })).toHaveAttribute('href', '/my-page/payment-info');
    expect(screen.getByText('全部で 23件（未読 1件）')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'お知らせのページ送り' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'メールの受け取り方を設定する' })).toHaveAttribute('href', '/notifications/settings');
    expect(screen.getByRole('button', { name: 'すべて既読にする' })).toBeEnabled();
    expect(list.calls.map((c) => c.query)).toEqual([{ page: '2', per: '20' }]);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('marks an opened notification read and goes to its place', async () => {
    answer('get', 'notifications', paged([ANSWER]));
    answer('get', 'notifications/unread_count', { data: { unread: 1 } });
    const read = answer('post', 'notifications/:id/read', { data: { ...ANSWER, read: true } });
    signIn(makeUser('paid_member'));
    const view = renderWithProviders(<NotificationsPage />, { route: '/notifications' });
    await user.click(await screen.findByRole('link', { name: /あなたの質問に専門家が回答しました/ }));
    expect(view.location()).toBe(ANSWER.url);
    await waitFor(() => expect(read.calls.map((c) => c.params)).toEqual([{ id: '11' }]));
  });

  it('すべて既読にする marks them all, says so, and the list shows them read', async () => {
    answerWith('get', 'notifications', (n) => ({ body: paged([n === 0 ? ANSWER : { ...ANSWER, read: true }]) }));
    answerWith('get', 'notifications/unread_count', (n) => ({ body: { data: { unread: n === 0 ? 1 : 0 } } }));
    const readAll = answer('post', 'notifications/read_all', { data: { unread: 0 } });
    signIn(makeUser('paid_member'));
    renderWithProviders(<NotificationsPage />, { route: '/notifications' });
    await user.click(await screen.findByRole('button', { name: 'すべて既読にする' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'すべて既読にする' })).not.toBeInTheDocument());
    expect(readAll.calls).toHaveLength(1);
    expect(useSnackbar.getState().current).toMatchObject({ message: 'すべてのお知らせを既読にしました。', color: 'success' });
    expect(await screen.findByText('全部で 1件（未読 0件）')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'お知らせの一覧' })).not.toHaveTextContent('未読');
    expect(screen.getByRole('list', { name: 'お知らせの一覧' })).toHaveFocus();
  });

  it('says when there is nothing yet, and offers no すべて既読にする', async () => {
    answer('get', 'notifications', paged([]));
    answer('get', 'notifications/unread_count', { data: { unread: 0 } });
    signIn(makeUser('free_member'));
    const view = renderWithProviders(<NotificationsPage />, { route: '/notifications' });
    expect(await screen.findByText('お知らせはまだありません。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'すべて既読にする' })).not.toBeInTheDocument();
    expect(await axeViolations(view.container)).toEqual([]);
  });
});
