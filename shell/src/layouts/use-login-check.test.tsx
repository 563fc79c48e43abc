import { renderWithProviders, screen, waitFor } from '@hiroba/shared-ui/test';
import { useSession } from '@hiroba/api-client';
import { useSnackbar } from '@hiroba/shared-ui';
import { fetchByPath } from '../../test/api-fetch';
import { signInAs, signOut } from '../../test/session';
import { useLoginCheck } from './use-login-check';

function Page() {
  useLoginCheck();
  return <h1>ページ</h1>;
}

beforeEach(() => useSnackbar.setState({ current: null }));
afterEach(signOut);

it('a refused session is cleared, the person goes to /login and sees the server’s errors in error colour', async () => {
  signInAs('paid_member');
  localStorage.setItem('token', 'token-paid_member');
  const { asked } = fetchByPath({
    '/api/v1/users/is_login': { status: 401, body: { errors: [{ message: 'ログインの有効期限が切れました。' }] } },
  });
  const view = renderWithProviders(<Page />, { route: '/my-page' });

  await waitFor(() => expect(view.location()).toBe('/login'));
  expect(asked).toEqual(['/api/v1/users/is_login']);
  expect(useSession.getState().token).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
  expect(useSnackbar.getState().current).toMatchObject({ message: 'ログインの有効期限が切れました。', color: 'error' });
});

it('a valid session stays, with the user as the server knows it now', async () => {
  const user = signInAs('free_member');
  fetchByPath({ '/api/v1/users/is_login': { body: { data: { user: { ...user, role: 'paid_member' } } } } });
  const view = renderWithProviders(<Page />, { route: '/' });
  await waitFor(() => expect(useSession.getState().user?.role).toBe('paid_member'));
  expect(view.location()).toBe('/');
  expect(useSnackbar.getState().current).toBeNull();
});

it('nobody signed in: no check at all', () => {
  const { fetchMock } = fetchByPath({});
  renderWithProviders(<Page />);
  expect(screen.getByRole('heading', { name: 'ページ' })).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('an unreachable server says nothing about the session: it stays', async () => {
  signInAs('expert');
  const { fetchMock } = fetchByPath({ '/api/v1/users/is_login': () => Promise.reject(new TypeError('Failed to fetch')) });
  const view = renderWithProviders(<Page />, { route: '/column' });
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await new Promise((r) => setTimeout(r, 50));
  expect(useSession.getState().token).toBe('token-expert');
  expect(view.location()).toBe('/column');
});
