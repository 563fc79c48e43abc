import userEvent from '@testing-library/user-event';
import { useSession, type User } from '@hiroba/api-client';
import { answer, answerError, answerWith, failNetwork, fixture, paymentOverview } from '@hiroba/api-client/test-support';
import { CheckoutSessionSchema, UserInformationSchema, UserSchema } from '@hiroba/contract';
import { afterCallsArrive, makeUser, renderWithProviders, screen, signIn, waitFor } from '@hiroba/shared-ui/test';
import { fullPageLoad } from '../../../shared/full-page-load';
import CompletePage from './complete-page';
import FullRegisterPage from './full-register-page';
import PaidMemberRegisterPage from './paid-member-register-page';

afterEach(() => {
  jest.restoreAllMocks();
  useSession.getState().clear();
});

/** GET users/is_login (and register_paid_member, create_subscription) as the server answers it for this user. */
const loginCheck = (user: User) => ({ data: { user: fixture(UserSchema, user) } });

function row(label: string): HTMLElement {
  return screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
}

const AGREE_LABEL = '上の「お申し込み内容の確認」を読み、内容に同意します';
const AGREE_MESSAGE = 'お申し込み内容を確認し、同意のチェックを入れてください。';

/** A free member's overview: nothing paid yet; a card kept from an earlier membership when `savedCard`. */
function freeOverview({ savedCard = false } = {}) {
  return paymentOverview({
    membership: { status: 'free' },
    subscription: null,
    card_on_file: savedCard ? { brand: 'visa', last4: '4242' } : null,
    payments: [],
    changes: [],
    capabilities: {
      can_subscribe: true,
      can_resubscribe_with_card: savedCard,
      can_cancel: false,
      can_resume: false,
      can_update_card: false,
      can_make_permanent: false,
    },
  });
}

/** The local provider's checkout: a page of its own to go to. */
const localCheckout = fixture(CheckoutSessionSchema, {
  session_id: 'cs_local_abc123',
  provider: 'local',
  purpose: 'subscribe',
  url: 'http://localhost/local-checkout/cs_local_abc123',
  client_secret: null,
  expires_at: '2026-11-24T03:00:00.000Z',
});

describe('PaidMemberRegisterPage', () => {
  it('shows a free member every item the 特定商取引法 final confirmation requires', async () => {
    signIn(makeUser('free_member'));
    answer('get', 'users/get_payment_and_subscription', { data: freeOverview() });
    renderWithProviders(<PaidMemberRegisterPage />, { route: '/paid-member-register', config: { plan: { priceJpy: 980 } } });
    expect(screen.getByRole('heading', { level: 1, name: '有料会員の申し込み' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: AGREE_LABEL })).not.toBeChecked();
    expect(row('料金')).toHaveTextContent('月額 980円（税込）');
    expect(row('お支払いの時期')).toHaveTextContent(/申し込みのときに最初の1か月分/);
    expect(row('契約期間')).toHaveTextContent('1か月ごと自動更新');
    expect(row('自動更新')).toHaveTextContent(/自動で更新され/);
    expect(row('解約の方法')).toHaveTextContent('マイページのお支払い情報から、いつでも解約できます。');
    expect(row('解約の方法')).toHaveTextContent(/期間の終わりまで利用できます/);
    expect(screen.getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByRole('link', { name: '特定商取引法に基づく表記' })).toHaveAttribute('href', '/specific-trade-law');
    // The placeholder that stood here before payments existed is replaced by the card step.
    expect(screen.getByRole('button', { name: 'カード情報の入力へ進む' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /登録済みのカード/ })).not.toBeInTheDocument();
  });

  it('tells a paid member there is nothing to apply for', () => {
    signIn(makeUser('paid_member'));
    renderWithProviders(<PaidMemberRegisterPage />, { route: '/paid-member-register' });
    expect(screen.getByText('お申し込みは必要ありません')).toBeInTheDocument();
    expect(screen.getByText(/あなたは今「有料会員」です/)).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: '料金' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a missing agreement beside the checkbox, and goes nowhere', async () => {
    signIn(makeUser('free_member'));
    answer('get', 'users/get_payment_and_subscription', { data: freeOverview() });
    const create = answerError('post', 'users/create_session', 400, [{ field: 'agree', message: AGREE_MESSAGE }]);
    const goTo = jest.spyOn(fullPageLoad, 'goTo').mockImplementation(() => undefined);
    renderWithProviders(<PaidMemberRegisterPage />, { route: '/paid-member-register' });
    await userEvent.click(await screen.findByRole('button', { name: 'カード情報の入力へ進む' }));
    const checkbox = screen.getByRole('checkbox', { name: AGREE_LABEL });
    await waitFor(() => expect(checkbox).toHaveAccessibleDescription(AGREE_MESSAGE));
    await waitFor(() => expect(checkbox).toHaveFocus());
    expect(create.calls.map((c) => c.body)).toEqual([{ purpose: 'subscribe' }]);
    expect(goTo).not.toHaveBeenCalled();
    expect(localStorage.getItem('sessionId')).toBeNull();
  });

  it('with the agreement, starts the checkout, keeps its id with the session and goes to the provider’s page', async () => {
    signIn(makeUser('free_member'));
    answer('get', 'users/get_payment_and_subscription', { data: freeOverview() });
    const create = answer('post', 'users/create_session', { data: localCheckout });
    const goTo = jest.spyOn(fullPageLoad, 'goTo').mockImplementation(() => undefined);
    renderWithProviders(<PaidMemberRegisterPage />, { route: '/paid-member-register' });
    await userEvent.click(await screen.findByRole('checkbox', { name: AGREE_LABEL }));
    await userEvent.click(screen.getByRole('button', { name: 'カード情報の入力へ進む' }));
    // goTo is the remote's one full page load: window.location.assign (jsdom's cannot be spied on).
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('http://localhost/local-checkout/cs_local_abc123'));
    expect(goTo).toHaveBeenCalledTimes(1);
    expect(create.calls.map((c) => c.body)).toEqual([{ purpose: 'subscribe', agree: true }]);
    expect(localStorage.getItem('sessionId')).toBe('cs_local_abc123');
    expect(useSession.getState().sessionId).toBe('cs_local_abc123');
  });

  it('offers the card kept from an earlier membership, and subscribes with it without a checkout', async () => {
    const paid = makeUser('paid_member');
    signIn(makeUser('free_member'));
    answer('get', 'users/get_payment_and_subscription', { data: freeOverview({ savedCard: true }) });
    const subscribe = answer('post', 'users/create_subscription', loginCheck(paid));
    answer('get', 'users/is_login', loginCheck(paid));
    const create = answer('post', 'users/create_session', { data: localCheckout });
    const goTo = jest.spyOn(fullPageLoad, 'goTo').mockImplementation(() => undefined);
    const view = renderWithProviders(<PaidMemberRegisterPage />, { route: '/paid-member-register' });
    const saved = await screen.findByRole('button', { name: '登録済みのカード（Visa 下4桁 4242）で申し込む' });
    expect(screen.getByRole('button', { name: '別のカードで申し込む' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'カード情報の入力へ進む' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: AGREE_LABEL }));
    await userEvent.click(saved);
    await waitFor(() => expect(view.location()).toBe('/paid-member-register/complete'));
    expect(subscribe.calls.map((c) => c.body)).toEqual([{ agree: true }]);
    expect(useSession.getState().user?.role).toBe('paid_member');
    await afterCallsArrive();
    expect(create.calls).toHaveLength(0);
    expect(goTo).not.toHaveBeenCalled();
  });
});

describe('CompletePage', () => {
  it('confirms the returned checkout with the server and congratulates a member who is now paid', async () => {
    const paid = makeUser('paid_member');
    signIn(makeUser('free_member'));
    useSession.getState().setSessionId('cs_local_abc123');
    const register = answer('post', 'users/register_paid_member', loginCheck(paid));
    renderWithProviders(<CompletePage />, { route: '/paid-member-register/complete?session_id=cs_local_abc123' });
    expect(await screen.findByText(/有料会員の登録が完了しました/)).toBeInTheDocument();
    expect(register.calls.map((c) => c.body)).toEqual([{ session_id: 'cs_local_abc123' }]);
    expect(useSession.getState().user?.role).toBe('paid_member');
    expect(useSession.getState().sessionId).toBeNull();
    expect(localStorage.getItem('sessionId')).toBeNull();
    expect(screen.getByRole('link', { name: 'プロフィールを登録する' })).toHaveAttribute('href', '/paid-member-register/full-register');
  });

  it('uses the session id kept at the start when the provider’s redirect lost the query', async () => {
    signIn(makeUser('free_member'));
    useSession.getState().setSessionId('cs_kept_42');
    const register = answer('post', 'users/register_paid_member', loginCheck(makeUser('paid_member')));
    renderWithProviders(<CompletePage />, { route: '/paid-member-register/complete' });
    expect(await screen.findByText(/有料会員の登録が完了しました/)).toBeInTheDocument();
    expect(register.calls.map((c) => c.body)).toEqual([{ session_id: 'cs_kept_42' }]);
  });

  it('says honestly when the payment is not confirmed yet (409), and checks again on request', async () => {
    const register = answerWith('post', 'users/register_paid_member', (n) =>
      n === 0
        ? { status: 409, body: { errors: [{ message: 'お支払いはまだ確認できていません。' }] } }
        : { body: loginCheck(makeUser('paid_member')) },
    );
    signIn(makeUser('free_member'));
    renderWithProviders(<CompletePage />, { route: '/paid-member-register/complete?session_id=cs_local_abc123' });
    expect(await screen.findByText('お支払いはまだ確認できていません')).toBeInTheDocument();
    expect(useSession.getState().user?.role).toBe('free_member');
    await userEvent.click(screen.getByRole('button', { name: 'もう一度確かめる' }));
    expect(await screen.findByText(/有料会員の登録が完了しました/)).toBeInTheDocument();
    expect(register.calls.map((c) => c.body)).toEqual([{ session_id: 'cs_local_abc123' }, { session_id: 'cs_local_abc123' }]);
    expect(useSession.getState().user?.role).toBe('paid_member');
  });

  it('shows the server’s message when the checkout expired unpaid (422)', async () => {
    const expired = 'お申し込みの有効期限が切れました。もう一度お申し込みください。料金はかかっていません。';
    answerError('post', 'users/register_paid_member', 422, [{ message: expired }]);
    signIn(makeUser('free_member'));
    renderWithProviders(<CompletePage />, { route: '/paid-member-register/complete?session_id=cs_local_old' });
    expect(await screen.findByText('お申し込みの期限が切れました')).toBeInTheDocument();
    expect(screen.getByText(expired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '申し込みの画面へ' })).toHaveAttribute('href', '/paid-member-register');
    expect(useSession.getState().user?.role).toBe('free_member');
  });

  it('without a session id asks nothing and sends the person to the application page', async () => {
    const register = answer('post', 'users/register_paid_member', loginCheck(makeUser('paid_member')));
    signIn(makeUser('free_member'));
    renderWithProviders(<CompletePage />, { route: '/paid-member-register/complete' });
    expect(await screen.findByText('お申し込みが見つかりません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '申し込みの画面へ' })).toHaveAttribute('href', '/paid-member-register');
    await afterCallsArrive();
    expect(register.calls).toHaveLength(0);
  });

  it('congratulates a member already made paid by subscribing with the saved card, with no checkout to confirm', async () => {
    const register = answer('post', 'users/register_paid_member', loginCheck(makeUser('paid_member')));
    signIn(makeUser('paid_member'));
    // An abandoned checkout's id is not sent, and no longer kept.
    useSession.getState().setSessionId('cs_local_abandoned');
    renderWithProviders(<CompletePage />, { route: '/paid-member-register/complete' });
    expect(await screen.findByText(/有料会員の登録が完了しました/)).toBeInTheDocument();
    expect(screen.queryByText('お申し込みが見つかりません')).not.toBeInTheDocument();
    expect(useSession.getState().sessionId).toBeNull();
    await afterCallsArrive();
    expect(register.calls).toHaveLength(0);
  });

  it('shows the server’s message when the check fails', async () => {
    failNetwork('post', 'users/register_paid_member');
    signIn(makeUser('free_member'));
    renderWithProviders(<CompletePage />, { route: '/paid-member-register/complete?session_id=cs_local_abc123' });
    expect(await screen.findByText('登録の状況を確かめられませんでした')).toBeInTheDocument();
    expect(screen.getByText(/通信できませんでした/)).toBeInTheDocument();
  });

  it('tells an expert that no application is needed', async () => {
    const register = answer('post', 'users/register_paid_member', loginCheck(makeUser('expert')));
    signIn(makeUser('expert'));
    renderWithProviders(<CompletePage />, { route: '/paid-member-register/complete?session_id=cs_local_abc123' });
    expect(await screen.findByText(/あなたは今「専門家」です/)).toBeInTheDocument();
    expect(screen.queryByText('お支払いはまだ確認できていません')).not.toBeInTheDocument();
    await afterCallsArrive();
    expect(register.calls).toHaveLength(0);
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
