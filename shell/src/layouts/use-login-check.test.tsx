import { renderWithProviders, screen, waitFor } from '@hiroba/shared-ui/test';
import { useSession } from '@hiroba/api-client';
import { useSnackbar } from '@hiroba/shared-ui';
import { answer, answerError, failNetwork } from '@hiroba/api-client/test-support';
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
  const isLogin = answerError('get', 'users/is_login', 401, [{ message: 'ログインの有効期限が切れました。' }]);
  const view = renderWithProviders(<Page />, { route: '/my-page' });

  await waitFor(() => expect(view.location()).toBe('/login'));
  expect(isLogin.calls.map((c) => c.path)).toEqual(['users/is_login']);
  expect(useSession.getState().token).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
  expect(useSnackbar.getState().current).toMatchObject({ message: 'ログインの有効期限が切れました。', color: 'error' });
});

it('a valid session stays, with the user as the server knows it now', async () => {
  const user = signInAs('free_member');
  answer('get', 'users/is_login', { data: { user: { ...user, role: 'paid_member' } } });
  const view = renderWithProviders(<Page />, { route: '/' });
  await waitFor(() => expect(useSession.getState().user?.role).toBe('paid_member'));
  expect(view.location()).toBe('/');
  expect(useSnackbar.getState().current).toBeNull();
});

it('nobody signed in: no check at all', () => {
  const isLogin = answer('get', 'users/is_login', {});
  renderWithProviders(<Page />);
  expect(screen.getByRole('heading', { name: 'ページ' })).toBeInTheDocument();
  expect(isLogin.calls).toHaveLength(0);
});

it('an unreachable server says nothing about the session: it stays', async () => {
  signInAs('expert');
  const isLogin = failNetwork('get', 'users/is_login');
  const view = renderWithProviders(<Page />, { route: '/column' });
  // The client tries a read twice before it gives up on the server.
  await waitFor(() => expect(isLogin.calls).toHaveLength(2));
  await new Promise((r) => setTimeout(r, 50));
  expect(useSession.getState().token).toBe('token-expert');
  expect(view.location()).toBe('/column');
});
