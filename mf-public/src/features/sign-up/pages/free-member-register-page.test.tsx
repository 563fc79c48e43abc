import userEvent from '@testing-library/user-event';
import { answer, answerError, fixture } from '@hiroba/api-client/test-support';
import { UserEnvelopeSchema } from '@hiroba/contract';
import { makeUser, renderWithProviders, screen, waitFor, afterCallsArrive } from '@hiroba/shared-ui/test';
import FreeMemberRegisterPage from './free-member-register-page';

/** The server's answer to a sign-up: `{ data: { user } }`. */
const signedUp = () => ({ data: fixture(UserEnvelopeSchema, { user: makeUser('free_member') }) });

async function fill({ agree = true } = {}) {
  await userEvent.type(screen.getByLabelText('ニックネーム'), 'はじめての利用者');
  await userEvent.type(screen.getByLabelText('メールアドレス'), 'new@example.jp');
  await userEvent.type(screen.getByLabelText('パスワード'), 'safe-pass-2026');
  if (agree) await userEvent.click(screen.getByRole('checkbox', { name: /利用規約とプライバシーポリシーに同意する/ }));
  await userEvent.click(screen.getByRole('button', { name: /登録/ }));
}

describe('FreeMemberRegisterPage', () => {
  it('names every missing field, including the consent', async () => {
    const signUp = answer('post', 'users', signedUp());
    renderWithProviders(<FreeMemberRegisterPage />, { route: '/free-member-register' });
    await userEvent.click(screen.getByRole('button', { name: /登録/ }));
    expect(await screen.findByText('ニックネームを入力してください。')).toBeInTheDocument();
    expect(screen.getByText('メールアドレスを入力してください。')).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください。')).toBeInTheDocument();
    expect(screen.getByText(/利用規約とプライバシーポリシーへの同意が必要です/)).toBeInTheDocument();
    await afterCallsArrive();
    expect(signUp.calls).toHaveLength(0);
  });

  it('shows the password rule before anything is typed, and links the terms and policy', () => {
    renderWithProviders(<FreeMemberRegisterPage />, { route: '/free-member-register' });
    expect(screen.getByLabelText('パスワード')).toHaveAccessibleDescription(/8文字以上/);
    expect(screen.getByRole('link', { name: /利用規約/ })).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByRole('link', { name: /プライバシーポリシー/ })).toHaveAttribute('href', '/privacy-policy');
  });

  it('puts a taken e-mail beside the e-mail field and stays on the page', async () => {
    answerError('post', 'users', 409, [{ field: 'email', message: 'このメールアドレスはすでに登録されています。' }]);
    const view = renderWithProviders(<FreeMemberRegisterPage />, { route: '/free-member-register' });
    await fill();
    const email = screen.getByLabelText('メールアドレス');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/すでに登録されています/);
    expect(view.location()).toBe('/free-member-register');
  });

  it("shows 'API return value is wrong' when the answer carries no user", async () => {
    // A success without the user: api-client turns it into SIGN_UP_NO_USER_MESSAGE.
    answer('post', 'users', { data: {} });
    renderWithProviders(<FreeMemberRegisterPage />, { route: '/free-member-register' });
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('API return value is wrong');
  });

  it('sends the form and goes to the completion page', async () => {
    const signUp = answer('post', 'users', signedUp());
    const view = renderWithProviders(<FreeMemberRegisterPage />, { route: '/free-member-register' });
    await fill();
    await waitFor(() => expect(view.location()).toBe('/free-member-register/complete'));
    expect(signUp.calls.map((c) => c.body)).toEqual([
      {
        nickname: 'はじめての利用者',
        email: 'new@example.jp',
        password: 'safe-pass-2026',
        agree_terms: true,
      },
    ]);
  });
});
