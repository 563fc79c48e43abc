import { fireEvent, renderWithProviders, screen, waitFor, within } from '@hiroba/shared-ui/test';
import { api } from '@hiroba/api-client';
import { makeUser, paged } from '../../../shared/test/fixtures';
import UserListPage from './user-list-page';


afterEach(() => jest.restoreAllMocks());

const users = [
  makeUser('expert', { id: 3, email: 'expert@example.jp' }),
  makeUser('free_member', { id: 4, email: 'free@example.jp', user_information: null }),
];

test('lists users with a role badge and the right detail page for each role', async () => {
  jest.spyOn(api.users, 'list').mockResolvedValue(paged(users));
  renderWithProviders(<UserListPage />, { route: '/admin/users' });
  const rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
  expect(within(rows[0]).getByText('専門家')).toBeInTheDocument();
  expect(within(rows[0]).getByText('expert@example.jp')).toBeInTheDocument();
  expect(within(rows[0]).getByRole('link', { name: /詳細/ })).toHaveAttribute('href', '/admin/users/expert/3');
  expect(within(rows[1]).getByText('無料会員')).toBeInTheDocument();
  expect(within(rows[1]).getByText('未設定')).toBeInTheDocument();
  // A free member has a page of their own, not the paid member's.
  expect(within(rows[1]).getByRole('link', { name: /詳細/ })).toHaveAttribute('href', '/admin/users/free_member/4');
});

test('keyword and role are searched together and kept in the URL', async () => {
  const list = jest.spyOn(api.users, 'list').mockResolvedValue(paged(users));
  const view = renderWithProviders(<UserListPage />, { route: '/admin/users?page=3' });
  await screen.findByRole('table');
  expect(list).toHaveBeenLastCalledWith({ page: 3, per: 20, role: undefined, keyword: undefined }, expect.anything());

  fireEvent.change(screen.getByLabelText(/キーワード/), { target: { value: ' 花子 ' } });
  fireEvent.change(screen.getByLabelText('役割'), { target: { value: 'paid_member' } });
  fireEvent.click(screen.getByRole('button', { name: '検索' }));
  await waitFor(() =>
    expect(list).toHaveBeenLastCalledWith({ page: 1, per: 20, role: 'paid_member', keyword: '花子' }, expect.anything()),
  );
  expect(view.location()).toBe('/admin/users?keyword=%E8%8A%B1%E5%AD%90&role=paid_member');
});

test('no match says what to try next', async () => {
  jest.spyOn(api.users, 'list').mockResolvedValue(paged([]));
  renderWithProviders(<UserListPage />, { route: '/admin/users?role=admin' });
  expect(await screen.findByText(/条件に合うユーザーはいません。/)).toBeInTheDocument();
});

test('each role opens its own page, and the state of each account is shown', async () => {
  jest.spyOn(api.users, 'list').mockResolvedValue(
    paged([
      makeUser('paid_member', { id: 5 }),
      makeUser('admin', { id: 6 }),
      makeUser('free_member', { id: 8, suspension: { at: '2026-05-01T03:00:00.000Z', reason: '規約違反' } }),
    ]),
  );
  renderWithProviders(<UserListPage />, { route: '/admin/users' });
  const table = await screen.findByRole('table');
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['ID', 'ニックネーム', 'メールアドレス', '役割', '状態', '登録日', '詳細']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getByRole('link', { name: /詳細/ }).getAttribute('href'))).toEqual([
    '/admin/users/paid_member/5',
    '/admin/users/admin/6',
    '/admin/users/free_member/8',
  ]);
  expect(rows.map((row) => within(row).getAllByRole('cell')[4].textContent)).toEqual(['有効', '有効', '停止中']);
});

test('state and order are searched with the rest and kept in the URL; the newest first stays out of it', async () => {
  const list = jest.spyOn(api.users, 'list').mockResolvedValue(paged(users));
  const view = renderWithProviders(<UserListPage />, { route: '/admin/users?page=2' });
  await screen.findByRole('table');
  fireEvent.change(screen.getByLabelText('状態'), { target: { value: 'suspended' } });
  fireEvent.change(screen.getByLabelText('並び順'), { target: { value: 'nickname' } });
  fireEvent.click(screen.getByRole('button', { name: '検索' }));
  await waitFor(() =>
    expect(list).toHaveBeenLastCalledWith({ page: 1, per: 20, role: undefined, keyword: undefined, state: 'suspended', sort: 'nickname' }, expect.anything()),
  );
  expect(view.location()).toBe('/admin/users?state=suspended&sort=nickname');

  fireEvent.change(screen.getByLabelText('並び順'), { target: { value: 'newest' } });
  fireEvent.click(screen.getByRole('button', { name: '検索' }));
  await waitFor(() => expect(view.location()).toBe('/admin/users?state=suspended'));
});

test('a link or the back button brings the same list: filters, order and page are read from the URL', async () => {
  const list = jest.spyOn(api.users, 'list').mockResolvedValue(paged(users, { page: 2, total: 22, total_pages: 2 }));
  renderWithProviders(<UserListPage />, { route: '/admin/users?keyword=hanako&role=expert&state=active&sort=oldest&page=2' });
  await screen.findByRole('table');
  expect(list).toHaveBeenLastCalledWith({ page: 2, per: 20, role: 'expert', keyword: 'hanako', state: 'active', sort: 'oldest' }, expect.anything());
  expect(screen.getByLabelText(/キーワード/)).toHaveValue('hanako');
  expect(screen.getByLabelText('役割')).toHaveValue('expert');
  expect(screen.getByLabelText('状態')).toHaveValue('active');
  expect(screen.getByLabelText('並び順')).toHaveValue('oldest');
  expect(screen.getByText('全22件（2 / 2ページ）')).toBeInTheDocument();
});

test('values the server would refuse are left out of the call', async () => {
  const list = jest.spyOn(api.users, 'list').mockResolvedValue(paged(users));
  renderWithProviders(<UserListPage />, { route: '/admin/users?state=stopped&sort=name' });
  await screen.findByRole('table');
  expect(list).toHaveBeenLastCalledWith({ page: 1, per: 20, role: undefined, keyword: undefined, state: undefined, sort: undefined }, expect.anything());
  expect(screen.getByLabelText('並び順')).toHaveValue('newest');
});
