import userEvent from '@testing-library/user-event';
import { answer, answerError } from '@hiroba/api-client/test-support';
import { renderWithProviders, screen, waitFor, afterCallsArrive } from '@hiroba/shared-ui/test';
import ForgotPasswordPage from './forgot-password-page';

async function reachStepTwo(email = 'hanako@example.jp') {
  answer('put', 'users/get_code');
  renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
  await userEvent.type(screen.getByLabelText('メールアドレス'), email);
  await userEvent.click(screen.getByRole('button', { name: '確認コードを送る' }));
  return screen.findByLabelText(/確認コード/);
}

describe('ForgotPasswordPage', () => {
  it('asks for an e-mail first and names the field when it is empty', async () => {
    const getCode = answer('put', 'users/get_code');
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await userEvent.click(screen.getByRole('button', { name: '確認コードを送る' }));
    expect(await screen.findByText('メールアドレスを入力してください。')).toBeInTheDocument();
    await afterCallsArrive();
    expect(getCode.calls).toHaveLength(0);
  });

  it('says the same thing whether or not the address exists, then asks for the code', async () => {
    const code = await reachStepTwo();
    expect(screen.getByText(/hanako@example.jp が登録されている場合は/)).toBeInTheDocument();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByLabelText('新しいパスワード')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('checks the code, the password rule and the confirmation beside each field', async () => {
    const reset = answer('put', 'users/reset_password');
    const code = await reachStepTwo();
    await userEvent.type(code, '12345');
    await userEvent.type(screen.getByLabelText('新しいパスワード'), 'short');
    await userEvent.type(screen.getByLabelText('新しいパスワード（確認）'), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    expect(await screen.findByText('確認コードは6けたの数字で入力してください。')).toBeInTheDocument();
    expect(screen.getByText('新しいパスワードは8文字以上で入力してください。')).toBeInTheDocument();
    expect(screen.getByText(/新しいパスワード（確認）が一致しません。/)).toBeInTheDocument();
    await afterCallsArrive();
    expect(reset.calls).toHaveLength(0);
  });

  it('shows an expired code from the server beside the code field', async () => {
    answerError('put', 'users/reset_password', 422, [{ field: 'code', message: '確認コードの有効期限が切れています。もう一度コードを受け取ってください。' }]);
    const code = await reachStepTwo();
    await userEvent.type(code, '123456');
    await userEvent.type(screen.getByLabelText('新しいパスワード'), 'new-pass-2026');
    await userEvent.type(screen.getByLabelText('新しいパスワード（確認）'), 'new-pass-2026');
    await userEvent.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(/有効期限が切れています/);
  });

  it('accepts a code typed in full-width digits, then offers the way to log in', async () => {
    const reset = answer('put', 'users/reset_password');
    const code = await reachStepTwo(' hanako@example.jp ');
    await userEvent.type(code, '１２３４５６');
    await userEvent.type(screen.getByLabelText('新しいパスワード'), 'new-pass-2026');
    await userEvent.type(screen.getByLabelText('新しいパスワード（確認）'), 'new-pass-2026');
    await userEvent.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    expect(await screen.findByRole('link', { name: 'ログイン画面へ進む' })).toHaveAttribute('href', '/login');
    expect(reset.calls.map((c) => c.body)).toEqual([{ email: 'hanako@example.jp', code: '123456', password: 'new-pass-2026' }]);
  });
});
