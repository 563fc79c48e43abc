import { fireEvent, renderWithProviders, screen, waitFor } from '@hiroba/shared-ui/test';
import { ApiError, api, useSession } from '@hiroba/api-client';
import { makeUser } from '../../../shared/test/fixtures';
import { AdminLoginForm, NOT_ADMIN_MESSAGE } from './admin-login-form';


beforeEach(() => {
  localStorage.clear();
  useSession.getState().clear();
});
afterEach(() => jest.restoreAllMocks());

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('メールアドレス'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('パスワード'), { target: { value: password } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));

test('empty fields get messages beside them and nothing is sent', async () => {
  const signIn = jest.spyOn(api.auth, 'signIn');
  renderWithProviders(<AdminLoginForm />);
  submit();
  expect(await screen.findByText('メールアドレスを入力してください。')).toBeInTheDocument();
  expect(screen.getByText('パスワードを入力してください。')).toBeInTheDocument();
  expect(screen.getByLabelText('メールアドレス')).toHaveAttribute('aria-invalid', 'true');
  expect(signIn).not.toHaveBeenCalled();
});

test('a malformed e-mail is caught before sending', async () => {
  const signIn = jest.spyOn(api.auth, 'signIn');
  renderWithProviders(<AdminLoginForm />);
  fill('admin.example.jp', 'secret-pass');
  submit();
  expect(await screen.findByText(/メールアドレスの形式が正しくありません。/)).toBeInTheDocument();
  expect(signIn).not.toHaveBeenCalled();
});

test("the server's field error appears beside its field, the rest in the summary", async () => {
  jest.spyOn(api.auth, 'signIn').mockRejectedValue(
    new ApiError(400, [
      { field: 'email', message: 'メールアドレスが長すぎます。' },
      { message: 'メールアドレスかパスワードが違います。' },
    ]),
  );
  renderWithProviders(<AdminLoginForm />);
  fill('admin@example.jp', 'wrong-pass');
  submit();
  const fieldError = await screen.findByText('メールアドレスが長すぎます。');
  expect(screen.getByLabelText('メールアドレス')).toHaveAccessibleDescription(expect.stringContaining(fieldError.textContent as string));
  expect(screen.getByRole('alert')).toHaveTextContent('メールアドレスかパスワードが違います。');
  expect(useSession.getState().token).toBeNull();
});

test('a member account is refused and its session is not kept', async () => {
  jest.spyOn(api.auth, 'signIn').mockResolvedValue({ token: 'member-token', user: makeUser('paid_member') });
  const view = renderWithProviders(<AdminLoginForm />, { route: '/admin-login' });
  fill('paid@example.jp', 'member-pass');
  submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(NOT_ADMIN_MESSAGE);
  expect(useSession.getState().token).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
  expect(view.location()).toBe('/admin-login');
  expect(screen.getByLabelText('パスワード')).toHaveValue('');
});

test('an admin is signed in and taken to /admin', async () => {
  const signIn = jest.spyOn(api.auth, 'signIn').mockResolvedValue({ token: 'admin-token', user: makeUser('admin') });
  const view = renderWithProviders(<AdminLoginForm />, { route: '/admin-login' });
  fill('  admin@example.jp ', 'admin-pass-2026');
  submit();
  await waitFor(() => expect(view.location()).toBe('/admin'));
  expect(signIn).toHaveBeenCalledWith({ email: 'admin@example.jp', password: 'admin-pass-2026' });
  expect(useSession.getState().token).toBe('admin-token');
  expect(localStorage.getItem('token')).toBe('admin-token');
});
