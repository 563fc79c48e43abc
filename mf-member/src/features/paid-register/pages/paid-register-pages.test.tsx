import userEvent from '@testing-library/user-event';
import { useSession, type User } from '@hiroba/api-client';
import { answer, answerWith, failNetwork, fixture } from '@hiroba/api-client/test-support';
import { UserInformationSchema, UserSchema } from '@hiroba/contract';
import { makeUser, renderWithProviders, screen, signIn, waitFor } from '@hiroba/shared-ui/test';
import CompletePage from './complete-page';
import FullRegisterPage from './full-register-page';
import PaidMemberRegisterPage from './paid-member-register-page';

afterEach(() => {
  useSession.getState().clear();
});

/** GET users/is_login as the server answers it for this user. */
const loginCheck = (user: User) => ({ data: { user: fixture(UserSchema, user) } });

function row(label: string): HTMLElement {
  return screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
}

describe('PaidMemberRegisterPage', () => {
  it('shows a free member every item the 特定商取引法 final confirmation requires', () => {
    signIn(makeUser('free_member'));
    renderWithProviders(<PaidMemberRegisterPage />, { route: '/paid-member-register', config: { plan: { priceJpy: 980 } } });
    expect(screen.getByRole('heading', { level: 1, name: '有料会員の申し込み' })).toBeInTheDocument();
    expect(row('料金')).toHaveTextContent('月額 980円（税込）');
    expect(row('お支払いの時期')).toHaveTextContent(/申し込みのときに最初の1か月分/);
    expect(row('契約期間')).toHaveTextContent('1か月ごと自動更新');
    expect(row('自動更新')).toHaveTextContent(/自動で更新され/);
    expect(row('解約の方法')).toHaveTextContent('マイページのお支払い情報から、いつでも解約できます。');
    expect(row('解約の方法')).toHaveTextContent(/期間の終わりまで利用できます/);
    expect(screen.getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByRole('link', { name: '特定商取引法に基づく表記' })).toHaveAttribute('href', '/specific-trade-law');
    expect(screen.getByText(/カードを登録する画面へ進むボタンは、お支払いの機能が整いしだい、ここに表示されます/)).toBeInTheDocument();
  });

  it('tells a paid member there is nothing to apply for', () => {
    signIn(makeUser('paid_member'));
    renderWithProviders(<PaidMemberRegisterPage />, { route: '/paid-member-register' });
    expect(screen.getByText('お申し込みは必要ありません')).toBeInTheDocument();
    expect(screen.getByText(/あなたは今「有料会員」です/)).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: '料金' })).not.toBeInTheDocument();
  });
});

describe('CompletePage', () => {
  it('asks the server and congratulates a member who is now paid', async () => {
    const paid = makeUser('paid_member');
    signIn(makeUser('free_member'));
    answer('get', 'users/is_login', loginCheck(paid));
    renderWithProviders(<CompletePage />, { route: '/paid-member-register/complete' });
    expect(await screen.findByText(/有料会員の登録が完了しました/)).toBeInTheDocument();
    expect(useSession.getState().user?.role).toBe('paid_member');
    expect(screen.getByRole('link', { name: 'プロフィールを登録する' })).toHaveAttribute('href', '/paid-member-register/full-register');
  });

  it('says honestly when the payment is not confirmed yet, and checks again on request', async () => {
    let member = makeUser('free_member');
    const isLogin = answerWith('get', 'users/is_login', () => ({ body: loginCheck(member) }));
    signIn(makeUser('free_member'));
    renderWithProviders(<CompletePage />, { route: '/paid-member-register/complete' });
    expect(await screen.findByText('お支払いはまだ確認できていません')).toBeInTheDocument();
    member = makeUser('paid_member');
    await userEvent.click(screen.getByRole('button', { name: 'もう一度確かめる' }));
    expect(await screen.findByText(/有料会員の登録が完了しました/)).toBeInTheDocument();
    expect(isLogin.calls).toHaveLength(2);
  });

  it('shows the server’s message when the check fails', async () => {
    failNetwork('get', 'users/is_login');
    signIn(makeUser('free_member'));
    renderWithProviders(<CompletePage />, { route: '/paid-member-register/complete' });
    expect(await screen.findByText('登録の状況を確かめられませんでした')).toBeInTheDocument();
    expect(screen.getByText(/通信できませんでした/)).toBeInTheDocument();
  });

  it('tells an expert that no application is needed', async () => {
    answer('get', 'users/is_login', loginCheck(makeUser('expert')));
    signIn(makeUser('expert'));
    renderWithProviders(<CompletePage />, { route: '/paid-member-register/complete' });
    expect(await screen.findByText(/あなたは今「専門家」です/)).toBeInTheDocument();
    expect(screen.queryByText('お支払いはまだ確認できていません')).not.toBeInTheDocument();
  });
});

describe('FullRegisterPage', () => {
  it('saves the profile with the shared form and goes to /my-page', async () => {
    const member = makeUser('paid_member', { user_information: null });
    signIn(member);
    const create = answer('post', 'user_informations', {
      data: fixture(UserInformationSchema, { id: 4, user_id: 7, nickname: 'ゆき', profile_image: null }),
    });
    answer('get', 'users/is_login', loginCheck(member));
    const view = renderWithProviders(<FullRegisterPage />, { route: '/paid-member-register/full-register' });
    await userEvent.type(screen.getByLabelText(/ニックネーム/), 'ゆき');
    await userEvent.click(screen.getByRole('button', { name: '登録してマイページへ' }));
    await waitFor(() => expect(view.location()).toBe('/my-page'));
    expect(create.calls.map((c) => c.body)).toEqual([{ nickname: 'ゆき' }]);
  });
});
