import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, useDataVersion } from '@hiroba/api-client';
import { answer, answerWith, notification } from '@hiroba/api-client/test-support';
import { NOTIFICATION_POLL_SECONDS } from '@hiroba/contract/notifications';
import { paged, renderWithProviders } from '../../test';
import { axeViolations } from '../../test/axe';
import { NotificationBell } from './notification-bell';

/** As the shell gives it: the real calls (answered by msw) and the data version of `notifications`. */
function ShellBell() {
  return <NotificationBell calls={api.notifications} version={useDataVersion('notifications')} />;
}

const ANSWER = notification({ id: 11, url: '/question-and-answer/%E5%B0%82%E9%96%80%E5%AE%B6/42#comment-7' });
const LIKE = notification({ id: 10, kind: 'like', message: '3人がいいねしました', actor_count: 3, read: true, title: '手話通訳の頼み方' });

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => setVisibility('visible'));

async function renderBell(unread = 3) {
  const count = answer('get', 'notifications/unread_count', { data: { unread } });
  const view = renderWithProviders(<ShellBell />);
  const bell = await screen.findByRole('button', { name: unread ? `お知らせ（未読${unread}件）` : 'お知らせ' });
  return { count, view, bell };
}

describe('the bell', () => {
  it('is named with the unread count, which the badge beside it shows to the eye only', async () => {
    const { bell, view } = await renderBell(3);
    expect(bell).toHaveAttribute('aria-haspopup', 'menu');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    const badge = within(view.container).getByText('3').closest('.mantine-Badge-root');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    // Not inside the button: its name says the count in words (label in name, WCAG 2.5.3).
    expect(bell.contains(badge)).toBe(false);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('says only お知らせ, with no badge, when nothing is unread', async () => {
    const { view } = await renderBell(0);
    expect(view.container.querySelector('.mantine-Badge-root')).toBeNull();
  });

  it('opens with Enter on the newest notifications, unread marked in words, and Escape gives the focus back', async () => {
    const user = userEvent.setup();
    const list = answer('get', 'notifications', paged([ANSWER, LIKE]));
    const { bell } = await renderBell(1);
    bell.focus();
    await user.keyboard('{Enter}');
    // Named by the bell (Mantine's aria-labelledby).
    const menu = await screen.findByRole('menu', { name: /^お知らせ/ });
    const first = await within(menu).findByRole('menuitem', { name: /あなたの質問に専門家が回答しました/ });
    expect(first).toHaveTextContent(/^未読あなたの質問に専門家が回答しました障害年金の更新について/);
    expect(first).toHaveAttribute('href', ANSWER.url);
    const like = within(menu).getByRole('menuitem', { name: /3人がいいねしました/ });
    expect(like).not.toHaveTextContent('未読');
    expect(within(menu).getByRole('menuitem', { name: 'すべて既読にする' })).toBeEnabled();
    expect(within(menu).getByRole('menuitem', { name: 'お知らせをすべて見る' })).toHaveAttribute('href', '/notifications');
    expect(list.calls.map((c) => c.query)).toEqual([{ page: '1', per: '5' }]);
    expect(await axeViolations(document.body)).toEqual([]);

    // The focus starts on the newest; the arrow keys and Tab move through the items.
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(like).toHaveFocus();
    await user.tab();
    expect(within(menu).getByRole('menuitem', { name: 'すべて既読にする' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(bell).toHaveFocus();
  });

  it('opens with Space too, and says so when there is nothing yet', async () => {
    const user = userEvent.setup();
    answer('get', 'notifications', paged([]));
    const { bell } = await renderBell(0);
    bell.focus();
    await user.keyboard(' ');
    const menu = await screen.findByRole('menu', { name: 'お知らせ' });
    expect(await within(menu).findByText('お知らせはまだありません。')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'すべて既読にする' })).toBeDisabled();
  });

  it('marks an opened notification read and goes to its place; the count is read again', async () => {
    const user = userEvent.setup();
    answer('get', 'notifications', paged([ANSWER]));
    const read = answer('post', 'notifications/:id/read', { data: { ...ANSWER, read: true } });
    const { bell, view } = await renderBell(1);
    await user.click(bell);
    const item = await screen.findByRole('menuitem', { name: /あなたの質問に専門家が回答しました/ });
    const after = answer('get', 'notifications/unread_count', { data: { unread: 0 } });
    await user.click(item);
    expect(view.location()).toBe(ANSWER.url);
    await waitFor(() => expect(read.calls.map((c) => c.params)).toEqual([{ id: '11' }]));
    expect(await screen.findByRole('button', { name: 'お知らせ' })).toBeInTheDocument();
    expect(after.calls).toHaveLength(1);
  });

  it('does not mark again what is already read', async () => {
    const user = userEvent.setup();
    answer('get', 'notifications', paged([LIKE]));
    const { bell, view } = await renderBell(0);
    await user.click(bell);
    await user.click(await screen.findByRole('menuitem', { name: /3人がいいねしました/ }));
    expect(view.location()).toBe(LIKE.url);
    // No read call was answered: one made would fail this test (an unanswered call).
  });

  it('すべて既読にする marks them all and the count follows', async () => {
    const user = userEvent.setup();
    answer('get', 'notifications', paged([ANSWER]));
    const readAll = answer('post', 'notifications/read_all', { data: { unread: 0 } });
    const { bell } = await renderBell(2);
    await user.click(bell);
    answer('get', 'notifications/unread_count', { data: { unread: 0 } });
    await user.click(await screen.findByRole('menuitem', { name: 'すべて既読にする' }));
    expect(await screen.findByRole('button', { name: 'お知らせ' })).toBeInTheDocument();
    expect(readAll.calls).toHaveLength(1);
  });
});

describe('the count', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('is read every NOTIFICATION_POLL_SECONDS while the tab is visible, not while hidden, and at once when shown again', async () => {
    const count = answerWith('get', 'notifications/unread_count', (n) => ({ body: { data: { unread: n } } }));
    renderWithProviders(<ShellBell />);
    await waitFor(() => expect(count.calls).toHaveLength(1));

    await act(() => jest.advanceTimersByTimeAsync(NOTIFICATION_POLL_SECONDS * 1000));
    expect(await screen.findByRole('button', { name: 'お知らせ（未読1件）' })).toBeInTheDocument();

    act(() => setVisibility('hidden'));
    await act(() => jest.advanceTimersByTimeAsync(NOTIFICATION_POLL_SECONDS * 3000));
    expect(count.calls).toHaveLength(2);

    act(() => setVisibility('visible'));
    expect(await screen.findByRole('button', { name: 'お知らせ（未読2件）' })).toBeInTheDocument();
    expect(count.calls).toHaveLength(3);
  });
});
