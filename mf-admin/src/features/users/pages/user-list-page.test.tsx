import { fireEvent, renderWithProviders, screen, waitFor, within } from '@hiroba/shared-ui/test';
import { api } from '@hiroba/api-client';
import { makeUser, paged } from '../../../shared/test/fixtures';
import UserListPage from './user-list-page';

jest.mock('@hiroba/api-client', () => jest.requireActual('../../../shared/test/spyable-api-client').spyableApiClient());

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
  expect(within(rows[1]).getByRole('link', { name: /詳細/ })).toHaveAttribute('href', '/admin/users/paid_member/4');
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
