import userEvent from '@testing-library/user-event';
import { ApiError, useSession } from '@hiroba/api-client';
import { useSnackbar } from '@hiroba/shared-ui';
import { renderWithProviders, screen, waitFor } from '@hiroba/shared-ui/test';
import { makeUser, mockApi } from '../../../test-support/mock-api';
import LoginPage from './login-page';

afterEach(() => {
  jest.restoreAllMocks();
  useSession.getState().clear();
});

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('メールアドレス'), email);
  if (password) await userEvent.type(screen.getByLabelText('パスワード'), password);
  await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
}

describe('LoginPage', () => {
  it('names each empty field beside it and sends nothing', async () => {
    const signIn = mockApi('auth', 'signIn');
    renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit('', '');
    expect(await screen.findByText('メールアドレスを入力してください。')).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください。')).toBeInTheDocument();
    expect(screen.getByLabelText('メールアドレス')).toHaveAttribute('aria-invalid', 'true');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('refuses a malformed e-mail before calling the server', async () => {
    const signIn = mockApi('auth', 'signIn');
    renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit('hanako.example.jp', 'secret-pass');
    expect(await screen.findByText(/メールアドレスの形式が正しくありません/)).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows a wrong-password answer as a message for the whole form', async () => {
    mockApi('auth', 'signIn').mockRejectedValue(
      new ApiError(401, [{ message: 'メールアドレスまたはパスワードが正しくありません。' }]),
    );
    renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit('hanako@example.jp', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('メールアドレスまたはパスワードが正しくありません。');
    expect(useSession.getState().token).toBeNull();
  });

  it('puts a field error from the server beside that field', async () => {
    mockApi('auth', 'signIn').mockRejectedValue(new ApiError(400, [{ field: 'email', message: 'メールアドレスが長すぎます。' }]));
    renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit('hanako@example.jp', 'secret-pass');
    const email = screen.getByLabelText('メールアドレス');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/メールアドレスが長すぎます。/);
  });

  it.each([
    ['admin', '/admin'],
    ['expert', '/my-page-expert'],
    ['paid_member', '/my-page'],
    ['free_member', '/my-page'],
  ] as const)('stores the session of a %s and goes to %s', async (role, target) => {
    const user = makeUser(role);
    const signIn = mockApi('auth', 'signIn').mockResolvedValue({ token: 'jwt-token', user });
    const view = renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit(' hanako@example.jp ', 'secret-pass');
    await waitFor(() => expect(view.location()).toBe(target));
    expect(signIn).toHaveBeenCalledWith({ email: 'hanako@example.jp', password: 'secret-pass' });
    expect(useSession.getState()).toMatchObject({ token: 'jwt-token', user });
    expect(localStorage.getItem('token')).toBe('jwt-token');
    expect(useSnackbar.getState().current?.message).toBe('ログインしました。');
  });

  it('goes back to the page in ?redirect= when it is on this site', async () => {
    mockApi('auth', 'signIn').mockResolvedValue({ token: 't', user: makeUser('free_member') });
    const view = renderWithProviders(<LoginPage />, { route: '/login?redirect=%2Fmy-page%2Ffavorite-list' });
    await fillAndSubmit('hanako@example.jp', 'secret-pass');
    await waitFor(() => expect(view.location()).toBe('/my-page/favorite-list'));
  });

  it('ignores a ?redirect= to another site', async () => {
    mockApi('auth', 'signIn').mockResolvedValue({ token: 't', user: makeUser('expert') });
    const view = renderWithProviders(<LoginPage />, { route: '/login?redirect=%2F%2Fevil.example%2F' });
    await fillAndSubmit('hanako@example.jp', 'secret-pass');
    await waitFor(() => expect(view.location()).toBe('/my-page-expert'));
  });

  it('links to password recovery and to sign-up', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'パスワードの再設定' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: '会員登録のご案内' })).toHaveAttribute('href', '/sign-up-intro');
  });
});
