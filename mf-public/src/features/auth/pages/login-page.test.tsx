import userEvent from '@testing-library/user-event';
import { useSession, type User } from '@hiroba/api-client';
import { answer, answerError, fixture } from '@hiroba/api-client/test-support';
import { SignInResultSchema } from '@hiroba/contract';
import { useSnackbar } from '@hiroba/shared-ui';
import { makeUser, renderWithProviders, screen, waitFor, afterCallsArrive } from '@hiroba/shared-ui/test';
import LoginPage from './login-page';

afterEach(() => useSession.getState().clear());

/** The server's answer to a sign-in: the token and the user. */
function answerSignIn(token: string, user: User) {
  return answer('post', 'auth/sign_in', { data: fixture(SignInResultSchema, { token, user }) });
}

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('メールアドレス'), email);
  if (password) await userEvent.type(screen.getByLabelText('パスワード'), password);
  await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
}

describe('LoginPage', () => {
  it('names each empty field beside it and sends nothing', async () => {
    const signIn = answerSignIn('jwt-token', makeUser('free_member'));
    renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit('', '');
    expect(await screen.findByText('メールアドレスを入力してください。')).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください。')).toBeInTheDocument();
    expect(screen.getByLabelText('メールアドレス')).toHaveAttribute('aria-invalid', 'true');
    await afterCallsArrive();
    expect(signIn.calls).toHaveLength(0);
  });

  it('refuses a malformed e-mail before calling the server', async () => {
    const signIn = answerSignIn('jwt-token', makeUser('free_member'));
    renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit('hanako.example.jp', 'secret-pass');
    expect(await screen.findByText(/メールアドレスの形式が正しくありません/)).toBeInTheDocument();
    await afterCallsArrive();
    expect(signIn.calls).toHaveLength(0);
  });

  it('shows a wrong-password answer as a message for the whole form', async () => {
    answerError('post', 'auth/sign_in', 401, [{ message: 'メールアドレスまたはパスワードが正しくありません。' }]);
    renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit('hanako@example.jp', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('メールアドレスまたはパスワードが正しくありません。');
    expect(useSession.getState().token).toBeNull();
  });

  it('tells a suspended person why they cannot sign in (docs/product.md#account-suspension)', async () => {
    const message = 'このアカウントは利用を停止しています。ご不明な点は、お問い合わせページから運営事務局にお問い合わせください。';
    answerError('post', 'auth/sign_in', 403, [{ message }]);
    renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit('hanako@example.jp', 'secret-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(useSession.getState().token).toBeNull();
  });

  it('puts a field error from the server beside that field', async () => {
    answerError('post', 'auth/sign_in', 400, [{ field: 'email', message: 'メールアドレスが長すぎます。' }]);
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
    const signIn = answerSignIn('jwt-token', user);
    const view = renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit(' hanako@example.jp ', 'secret-pass');
    await waitFor(() => expect(view.location()).toBe(target));
    expect(signIn.calls.map((c) => c.body)).toEqual([{ email: 'hanako@example.jp', password: 'secret-pass' }]);
    expect(useSession.getState()).toMatchObject({ token: 'jwt-token', user });
    expect(localStorage.getItem('token')).toBe('jwt-token');
    expect(useSnackbar.getState().current?.message).toBe('ログインしました。');
  });

  it('goes back to the page in ?redirect= when it is on this site', async () => {
    answerSignIn('t', makeUser('free_member'));
    const view = renderWithProviders(<LoginPage />, { route: '/login?redirect=%2Fmy-page%2Ffavorite-list' });
    await fillAndSubmit('hanako@example.jp', 'secret-pass');
    await waitFor(() => expect(view.location()).toBe('/my-page/favorite-list'));
  });

  it('ignores a ?redirect= to another site', async () => {
    answerSignIn('t', makeUser('expert'));
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
