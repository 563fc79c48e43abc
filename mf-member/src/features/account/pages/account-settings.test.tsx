// The e-mail and password forms of /my-page/edit-info (docs/product.md#account-settings): labelled
// fields, the server's errors beside them, success announced, and the fresh session stored.
import userEvent from '@testing-library/user-event';
import { useSession } from '@hiroba/api-client';
import { answer, answerError } from '@hiroba/api-client/test-support';
import { useSnackbar } from '@hiroba/shared-ui';
import { makeUser, renderWithProviders, screen, signIn, waitFor, within, afterCallsArrive } from '@hiroba/shared-ui/test';
import EditInfoPage from './edit-info-page';

const user = userEvent.setup();

afterEach(() => {
  useSession.getState().clear();
  useSnackbar.getState().close();
  localStorage.clear();
});

function renderPage() {
  signIn(makeUser('paid_member'));
  return renderWithProviders(<EditInfoPage />, { route: '/my-page/edit-info' });
}

const passwordForm = () => screen.getByRole('form', { name: 'パスワードの変更' });
const emailForm = () => screen.getByRole('form', { name: 'メールアドレスの変更' });
const field = (form: HTMLElement, name: string) => within(form).getByLabelText(name, { selector: 'input' });

/** Fills in the password form (new-pass-2026, typed twice) and sends it. */
async function changePassword(current: string): Promise<HTMLElement> {
  const form = passwordForm();
  await user.type(field(form, '現在のパスワード'), current);
  await user.type(field(form, '新しいパスワード'), 'new-pass-2026');
  await user.type(field(form, '新しいパスワード（確認）'), 'new-pass-2026');
  await user.click(within(form).getByRole('button', { name: 'パスワードを変更する' }));
  return form;
}

/** Fills in the new address and the current password (old-pass-2026) and asks for a code. */
async function sendCode(address: string): Promise<void> {
  await user.type(field(emailForm(), '新しいメールアドレス'), address);
  await user.type(field(emailForm(), '現在のパスワード'), 'old-pass-2026');
  await user.click(within(emailForm()).getByRole('button', { name: '確認コードを送る' }));
}

describe('password change', () => {
  it('has labelled fields that say what they want', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'パスワードの変更' })).toBeInTheDocument();
    const form = passwordForm();
    expect(field(form, '現在のパスワード')).toHaveAttribute('autocomplete', 'current-password');
    expect(field(form, '新しいパスワード')).toHaveAccessibleDescription(/8文字以上/);
    expect(field(form, '新しいパスワード（確認）')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('checks the fields first, each message beside its field, without calling the server', async () => {
    const change = answer('put', 'users/:id/password');
    renderPage();
    const form = passwordForm();
    await user.type(field(form, '新しいパスワード'), '12345678');
    await user.type(field(form, '新しいパスワード（確認）'), '87654321');
    await user.click(within(form).getByRole('button', { name: 'パスワードを変更する' }));
    expect(field(form, '現在のパスワード')).toHaveAccessibleDescription(/現在のパスワードを入力してください。/);
    expect(field(form, '新しいパスワード')).toHaveAccessibleDescription(/数字だけにせず/);
    expect(field(form, '新しいパスワード（確認）')).toHaveAccessibleDescription(/一致しません/);
    await waitFor(() => expect(field(form, '現在のパスワード')).toHaveFocus());
    await afterCallsArrive();
    expect(change.calls).toHaveLength(0);
  });

  it('sends the current and new password, stores the fresh token, clears the form and says so', async () => {
    const fresh = makeUser('paid_member');
    const change = answer('put', 'users/:id/password', { data: { token: 'fresh-token', user: fresh } });
    renderPage();
    const form = await changePassword('old-pass-2026');
    await waitFor(() =>
      expect(useSnackbar.getState().current).toMatchObject({ message: 'パスワードを変更しました。ほかの端末やブラウザでは、ログアウトしました。', color: 'success' }),
    );
    expect(change.calls.map((c) => [c.params.id, c.body])).toEqual([['7', { current_password: 'old-pass-2026', password: 'new-pass-2026' }]]);
    // The old token was sent; the fresh one is kept for what comes next.
    expect(change.calls[0].headers.get('authorization')).toBe('JWT jwt-token');
    expect(useSession.getState().token).toBe('fresh-token');
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(field(form, '現在のパスワード')).toHaveValue('');
  });

  it('puts the server’s errors beside their fields and keeps the session', async () => {
    answerError('put', 'users/:id/password', 400, [{ field: 'current_password', message: '現在のパスワードが正しくありません。' }]);
    renderPage();
    const form = await changePassword('wrong-pass-1');
    await waitFor(() => expect(field(form, '現在のパスワード')).toHaveAccessibleDescription(/現在のパスワードが正しくありません。/));
    await waitFor(() => expect(field(form, '現在のパスワード')).toHaveFocus());
    expect(useSession.getState().token).toBe('jwt-token');
  });

  it('shows a refusal that names no field above the button', async () => {
    answerError('put', 'users/:id/password', 429, [{ message: '操作の回数が多すぎます。しばらく待ってからもう一度お試しください。' }]);
    renderPage();
    const form = await changePassword('old-pass-2026');
    expect(await within(form).findByRole('alert', { name: 'パスワードを変更できませんでした' })).toHaveTextContent('しばらく待って');
  });
});

describe('e-mail change', () => {
  it('shows the current address and asks for the new one and the current password', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'メールアドレスの変更' })).toBeInTheDocument();
    expect(screen.getByText('hanako@example.jp')).toBeInTheDocument();
    const form = emailForm();
    expect(field(form, '新しいメールアドレス')).toHaveAttribute('type', 'email');
    expect(field(form, '現在のパスワード')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('sends a code to the new address, then confirms it: the fresh session is stored and the change announced', async () => {
    const start = answer('post', 'users/:id/email_change', {
      data: { message: 'new@example.jp に確認コードを送りました。', new_email: 'new@example.jp', expires_at: '2026-05-01T01:10:00.000Z' },
    });
    const moved = makeUser('paid_member', { email: 'new@example.jp' });
    const confirm = answer('put', 'users/:id/email_change/confirm', { data: { token: 'fresh-token', user: moved } });
    renderPage();
    await sendCode('new@example.jp');
    const sent = await screen.findByRole('alert', { name: '確認コードを送りました' });
    await waitFor(() => expect(sent).toHaveFocus());
    expect(start.calls.map((c) => c.body)).toEqual([{ email: 'new@example.jp', current_password: 'old-pass-2026' }]);

    const codeForm = screen.getByRole('form', { name: '確認コードの入力' });
    const code = within(codeForm).getByRole('textbox', { name: '確認コード（6けたの数字）' });
    expect(code).toHaveAccessibleDescription(/new@example\.jp に届いた6けたの数字です。有効期限は10分です。/);
    // A code typed with a Japanese IME (full-width, with a space) is sent as six digits.
    await user.type(code, '１２３ ４５６');
    await user.click(within(codeForm).getByRole('button', { name: 'メールアドレスを変更する' }));
    await waitFor(() =>
      expect(useSnackbar.getState().current).toMatchObject({ message: 'メールアドレスを変更しました。ほかの端末やブラウザでは、ログアウトしました。', color: 'success' }),
    );
    expect(confirm.calls.map((c) => c.body)).toEqual([{ code: '123456' }]);
    expect(useSession.getState()).toMatchObject({ token: 'fresh-token', user: { email: 'new@example.jp' } });
    // The page shows the new address and is ready for another change.
    expect(await screen.findByText('new@example.jp')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'メールアドレスの変更' })).toBeInTheDocument();
  });

  it('puts a taken address and a wrong password beside their fields', async () => {
    answerError('post', 'users/:id/email_change', 409, [{ field: 'email', message: 'このメールアドレスは使用できません。別のメールアドレスを入力するか、ログインしてください。' }]);
    renderPage();
    await sendCode('taken@example.jp');
    await waitFor(() => expect(field(emailForm(), '新しいメールアドレス')).toHaveAccessibleDescription(/このメールアドレスは使用できません。/));
    answerError('post', 'users/:id/email_change', 400, [{ field: 'current_password', message: '現在のパスワードが正しくありません。' }]);
    await user.click(within(emailForm()).getByRole('button', { name: '確認コードを送る' }));
    await waitFor(() => expect(field(emailForm(), '現在のパスワード')).toHaveAccessibleDescription(/現在のパスワードが正しくありません。/));
  });

  it('checks the address and the code in the browser first', async () => {
    const start = answer('post', 'users/:id/email_change', { data: { message: '送りました。', new_email: 'new@example.jp', expires_at: '2026-05-01T01:10:00.000Z' } });
    const confirm = answer('put', 'users/:id/email_change/confirm');
    renderPage();
    await user.type(field(emailForm(), '新しいメールアドレス'), 'not-an-address');
    await user.click(within(emailForm()).getByRole('button', { name: '確認コードを送る' }));
    expect(field(emailForm(), '新しいメールアドレス')).toHaveAccessibleDescription(/メールアドレスの形式が正しくありません。/);
    expect(field(emailForm(), '現在のパスワード')).toHaveAccessibleDescription(/現在のパスワードを入力してください。/);
    await afterCallsArrive();
    expect(start.calls).toHaveLength(0);

    await user.clear(field(emailForm(), '新しいメールアドレス'));
    await sendCode('new@example.jp');
    const codeForm = await screen.findByRole('form', { name: '確認コードの入力' });
    await user.type(within(codeForm).getByRole('textbox', { name: '確認コード（6けたの数字）' }), '12a');
    await user.click(within(codeForm).getByRole('button', { name: 'メールアドレスを変更する' }));
    expect(within(codeForm).getByRole('textbox', { name: '確認コード（6けたの数字）' })).toHaveAccessibleDescription(/6けたの数字で入力してください。/);
    await afterCallsArrive();
    expect(confirm.calls).toHaveLength(0);
  });

  it('puts a wrong or expired code beside the code field, and lets the member start again', async () => {
    answer('post', 'users/:id/email_change', { data: { message: '送りました。', new_email: 'new@example.jp', expires_at: '2026-05-01T01:10:00.000Z' } });
    answerError('put', 'users/:id/email_change/confirm', 400, [{ field: 'code', message: '確認コードが正しくないか、有効期限が切れています。もう一度「確認コードを送る」からやり直してください。' }]);
    renderPage();
    await sendCode('new@example.jp');
    const codeForm = await screen.findByRole('form', { name: '確認コードの入力' });
    const code = within(codeForm).getByRole('textbox', { name: '確認コード（6けたの数字）' });
    await user.type(code, '000000');
    await user.click(within(codeForm).getByRole('button', { name: 'メールアドレスを変更する' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/有効期限が切れています/));
    expect(useSession.getState().user?.email).toBe('hanako@example.jp');
    await user.click(within(codeForm).getByRole('button', { name: 'メールアドレスを入力し直す' }));
    expect(screen.getByRole('form', { name: 'メールアドレスの変更' })).toBeInTheDocument();
  });
});
