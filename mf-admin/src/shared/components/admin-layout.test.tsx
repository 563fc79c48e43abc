import { act, fireEvent, renderWithProviders, screen, waitFor, within } from '@hiroba/shared-ui/test';
import { ApiError, api, useSession } from '@hiroba/api-client';
import App from '../../app';
import { fakeMediaQueryList } from '../../../../shared-ui/test/media-query';
import { makeUser, paged } from '../test/fixtures';
import { pageLocation } from '../lib/page-location';
import { ADMIN_BREAKPOINT, ADMIN_NAV_WIDTH } from '../lib/admin-constants';


let alertSpy: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  useSession.getState().clear();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  jest.spyOn(api.users, 'meta').mockResolvedValue({
    total: 10,
    by_role: { free_member: 5, paid_member: 3, expert: 1, admin: 1 },
  });
  jest.spyOn(api.reviews, 'counts').mockResolvedValue({ open: 3, crisis: 1 });
  jest.spyOn(api.notifications, 'unreadCount').mockResolvedValue({ unread: 2 });
  jest.spyOn(api.admin, 'dashboard').mockResolvedValue({ pending_expert_applications: 0, stale_unanswered_questions: 0, new_members: 0, recent_actions: [] });
});
afterEach(() => {
  jest.restoreAllMocks();
});

// jsdom's role mapping also calls PageHeader's <header> (inside <main>) a banner; browsers do not.
function topBar(): HTMLElement {
  return document.querySelector('header.admin-topbar') as HTMLElement;
}

function signIn(role: Parameters<typeof makeUser>[0]) {
  useSession.getState().login('stored-token', makeUser(role));
}

describe('guard (docs/product.md#admin-guard)', () => {
  test('no stored session goes to /admin-login without an alert', async () => {
    const check = jest.spyOn(api.users, 'isAdminLogin');
    const view = renderWithProviders(<App />, { route: '/admin/tags' });
    await waitFor(() => expect(view.location()).toBe('/admin-login'));
    expect(alertSpy).not.toHaveBeenCalled();
    expect(check).not.toHaveBeenCalled();
  });

  test('a stored member is refused with アクセス権限がありません。 and never sees admin content', async () => {
    signIn('paid_member');
    const check = jest.spyOn(api.users, 'isAdminLogin');
    const view = renderWithProviders(<App />, { route: '/admin' });
    await waitFor(() => expect(view.location()).toBe('/admin-login'));
    expect(alertSpy.mock.calls).toEqual([['アクセス権限がありません。']]);
    expect(check).not.toHaveBeenCalled();
    expect(screen.queryByRole('navigation', { name: '管理メニュー' })).not.toBeInTheDocument();
    // The member's own session is left for the public site.
    expect(useSession.getState().user?.role).toBe('paid_member');
  });

  test('a stored admin whose check fails is told to sign in again and the dead session is dropped', async () => {
    signIn('admin');
    jest.spyOn(api.users, 'isAdminLogin').mockRejectedValue(new ApiError(401, []));
    const view = renderWithProviders(<App />, { route: '/admin/users' });
    await waitFor(() => expect(view.location()).toBe('/admin-login'));
    expect(alertSpy.mock.calls).toEqual([['アクセス権限がありません。ログインしてください。']]);
    expect(useSession.getState().token).toBeNull();
  });

  test('an admin whose check passes sees the frame and the page', async () => {
    signIn('admin');
    const check = jest.spyOn(api.users, 'isAdminLogin').mockResolvedValue({ user: makeUser('admin') });
    renderWithProviders(<App />, { route: '/admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeInTheDocument();
    expect(check).toHaveBeenCalledTimes(1);
    expect(alertSpy).not.toHaveBeenCalled();

    const banner = topBar();
    expect(within(banner).getByRole('link', { name: /管理画面/ })).toHaveAttribute('href', '/admin');
    expect(within(banner).getByRole('link', { name: '公開サイトを見る' })).toHaveAttribute('href', '/');
    // The admin's own notifications, as on the public site's header.
    expect(await within(banner).findByRole('button', { name: 'お知らせ（未読2件）' })).toHaveAttribute('aria-haspopup', 'menu');
    const nav = screen.getByRole('navigation', { name: '管理メニュー' });
    const links = within(nav).getAllByRole('link');
    await waitFor(() => expect(links[1]).toHaveTextContent('通報・確認（未対応3件）'));
    expect(links.map((a) => a.textContent)).toEqual([
      'ダッシュボード',
      '通報・確認（未対応3件）',
      '確認する言葉',
      '検索の言いかえ',
      '相談窓口',
      'カテゴリー',
      'クラウドファンディング支援者',
      'コラム',
      '専門家',
      'タグ',
      'ユーザー',
      '操作の記録',
    ]);
    // The count is in the link's name, so a screen reader hears it too.
    expect(within(nav).getByRole('link', { name: '通報・確認（未対応3件）' })).toHaveAttribute('href', '/admin/reports');
    expect(within(nav).getByRole('link', { name: '確認する言葉' })).toHaveAttribute('href', '/admin/watched-words');
    expect(within(nav).getByRole('link', { name: '検索の言いかえ' })).toHaveAttribute('href', '/admin/search-words');
    expect(within(nav).getByRole('link', { name: '相談窓口' })).toHaveAttribute('href', '/admin/help-lines');
    expect(within(nav).getByRole('link', { name: 'コラム' })).toHaveAttribute('href', '/admin/columns?status=all');
    expect(within(nav).getByRole('link', { name: 'ダッシュボード' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('main')).toBeInTheDocument();
    // Wide screen: the side navigation is always there, so no toggle.
    expect(within(banner).queryByRole('button', { name: '管理メニュー' })).not.toBeInTheDocument();
    expect(document.querySelector('.admin-root')).toHaveStyle(`--admin-nav-width: ${ADMIN_NAV_WIDTH}px`);
    // Counts from api.users.meta()
    expect(await screen.findByText('10人')).toBeInTheDocument();
  });
});

describe('narrow screens', () => {
  let queries: string[];
  beforeEach(() => {
    queries = [];
    jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
      queries.push(query);
      return fakeMediaQueryList(query, true);
    });
  });

  test(`under ${ADMIN_BREAKPOINT}px the navigation folds behind a labelled toggle`, async () => {
    signIn('admin');
    jest.spyOn(api.users, 'isAdminLogin').mockResolvedValue({ user: makeUser('admin') });
    // The experts page the menu leads to reads its list and counts.
    jest.spyOn(api.expertInfos, 'list').mockResolvedValue(paged([]));
    jest.spyOn(api.expertInfos, 'counts').mockResolvedValue({ pending: 0, approved: 0, rejected: 0, suspended: 0 });
    renderWithProviders(<App />, { route: '/admin' });
    const toggle = await screen.findByRole('button', { name: '管理メニュー' });
    expect(queries).toContain(`(max-width: ${ADMIN_BREAKPOINT - 0.02}px)`);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'admin-nav');
    expect(screen.queryByRole('navigation', { name: '管理メニュー' })).not.toBeInTheDocument();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: '管理メニュー' });

    // Choosing a section closes the menu again.
    fireEvent.click(within(nav).getByRole('link', { name: '専門家' }));
    expect(await screen.findByRole('heading', { level: 1, name: '専門家の管理' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('logout (docs/product.md#admin-logout)', () => {
  let view: ReturnType<typeof renderWithProviders>;
  async function openAdmin(): Promise<HTMLElement> {
    signIn('admin');
    jest.spyOn(api.users, 'isAdminLogin').mockResolvedValue({ user: makeUser('admin') });
    view = renderWithProviders(<App />, { route: '/admin' });
    await screen.findByRole('heading', { level: 1, name: 'ダッシュボード' });
    return within(topBar()).getByRole('button', { name: 'ログアウト' });
  }

  test('asks ログアウトしますか？, revokes the token, clears storage and lands on /admin-login', async () => {
    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    const signOut = jest.spyOn(api.auth, 'signOut').mockResolvedValue(undefined);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const button = await openAdmin();
    localStorage.setItem('sessionId', 'cs_1');

    await act(async () => fireEvent.click(button));
    expect(confirm).toHaveBeenCalledWith('ログアウトしますか？');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin-login'));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0);
    // No client-side redirect races the full page load.
    expect(view.location()).toBe('/admin');
  });

  test('a token the server already forgot does not stop the logout', async () => {
    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    jest.spyOn(api.auth, 'signOut').mockRejectedValue(new ApiError(401, []));
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const button = await openAdmin();
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin-login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('cancelling the question keeps the admin signed in', async () => {
    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    const signOut = jest.spyOn(api.auth, 'signOut').mockResolvedValue(undefined);
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(await openAdmin());
    expect(signOut).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe('stored-token');
  });
});
