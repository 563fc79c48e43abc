import userEvent from '@testing-library/user-event';
import { useSession, type PaymentOverview, type User } from '@hiroba/api-client';
import { answer, answerWith, fixture, paymentOverview } from '@hiroba/api-client/test-support';
import { CheckoutSessionSchema, CheckoutStateSchema, UserSchema } from '@hiroba/contract';
import { snackbar } from '@hiroba/shared-ui';
import { afterCallsArrive, makeUser, renderWithProviders, screen, signIn, waitFor, within } from '@hiroba/shared-ui/test';
import { fullPageLoad } from '../../../shared/full-page-load';
import EditPaymentInfoPage from './edit-payment-info-page';
import PaymentInfoPage from './payment-info-page';

afterEach(() => {
  jest.restoreAllMocks();
  useSession.getState().clear();
});

const OVERVIEW = 'users/get_payment_and_subscription';
const loginCheck = (user: User) => ({ data: { user: fixture(UserSchema, user) } });

const NO_CAPABILITIES: PaymentOverview['capabilities'] = {
  can_subscribe: false,
  can_resubscribe_with_card: false,
  can_cancel: false,
  can_resume: false,
  can_update_card: false,
  can_make_permanent: false,
};

function freeOverview(): PaymentOverview {
  return paymentOverview({
    membership: { status: 'free' },
    subscription: null,
    card_on_file: null,
    payments: [],
    changes: [],
    capabilities: { ...NO_CAPABILITIES, can_subscribe: true },
  });
}

function permanentOverview(): PaymentOverview {
  return paymentOverview({
    membership: { status: 'permanent' },
    permanent: { at: '2026-10-01T03:00:00.000Z', by: { id: 1, name: '管理者' } },
    subscription: null,
    card_on_file: null,
    capabilities: NO_CAPABILITIES,
  });
}

/** A paid member who has cancelled: the plan ends with the paid period, and can be taken back until then. */
function cancelledOverview(): PaymentOverview {
  const live = paymentOverview();
  return paymentOverview({
    subscription: { ...live.subscription!, cancel_at_period_end: true, canceled_at: '2026-11-30T03:00:00.000Z', next_charge_at: null, next_charge_jpy: null },
    capabilities: { ...live.capabilities, can_cancel: false, can_resume: true },
  });
}

function plan(): HTMLElement {
  return screen.getByRole('region', { name: '月額プラン' });
}

function planRow(label: string): HTMLElement {
  return within(plan()).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
}

describe('PaymentInfoPage', () => {
  it('shows a paying member 有料会員, the price from /config.json and how cancelling works', async () => {
    signIn(makeUser('paid_member'));
    answer('get', OVERVIEW, { data: paymentOverview() });
    renderWithProviders(<PaymentInfoPage />, { route: '/my-page/payment-info', config: { plan: { priceJpy: 980 } } });
    expect(screen.getByText('有料会員')).toBeInTheDocument();
    expect(screen.getByText('月額 980円（税込）')).toBeInTheDocument();
    expect(screen.getByText(/解約したあとも、お支払い済みの期間の終わりまでは有料会員として利用できます/)).toBeInTheDocument();
    // The note that the card change "arrives with payments" is replaced by the way to change it.
    expect(await screen.findByRole('link', { name: 'お支払いのカードを変更する' })).toHaveAttribute('href', '/my-page/edit-payment-info');
  });

  it('says how the membership is paid: monthly, cancelled until a date, or with no payment at all', async () => {
    const monthly = makeUser('paid_member');
    signIn(monthly);
    answer('get', OVERVIEW, { data: paymentOverview() });
    const first = renderWithProviders(<PaymentInfoPage />, { route: '/my-page/payment-info' });
    expect(screen.getByText('毎月自動で更新され、登録したカードでお支払いいただいています。')).toBeInTheDocument();
    first.unmount();

    signIn(makeUser('paid_member', { membership: { ...monthly.membership!, cancel_at_period_end: true } }));
    answer('get', OVERVIEW, { data: paymentOverview() });
    const second = renderWithProviders(<PaymentInfoPage />, { route: '/my-page/payment-info' });
    expect(screen.getByText('解約の手続きは済んでいます。2026年12月23日まで有料会員として利用できます。')).toBeInTheDocument();
    second.unmount();

    // Made paid by the operator (the demo account): no card, no monthly charge.
    signIn(makeUser('paid_member', { membership: { ...monthly.membership!, paid_until: null } }));
    answer('get', OVERVIEW, { data: paymentOverview({ subscription: null, payments: [], capabilities: NO_CAPABILITIES }) });
    renderWithProviders(<PaymentInfoPage />, { route: '/my-page/payment-info' });
    expect(screen.getByText('有料会員として利用できます。毎月のお支払いはありません。')).toBeInTheDocument();
    await afterCallsArrive();
  });

  it('shows the plan as the server read it: status, price, the next charge and the card', async () => {
    signIn(makeUser('paid_member'));
    answer('get', OVERVIEW, { data: paymentOverview() });
    renderWithProviders(<PaymentInfoPage />, { route: '/my-page/payment-info' });
    await screen.findByRole('region', { name: '月額プラン' });
    expect(planRow('状態')).toHaveTextContent('利用中');
    expect(planRow('料金')).toHaveTextContent('月額 550円（税込）');
    expect(planRow('次回のお支払い')).toHaveTextContent('2026年12月23日に550円（税込）');
    expect(planRow('お支払いのカード')).toHaveTextContent('Visa 下4桁 4242');
    expect(within(plan()).queryByRole('rowheader', { name: '解約' })).not.toBeInTheDocument();
    expect(within(plan()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists each payment with a link to its receipt', async () => {
    signIn(makeUser('paid_member'));
    answer('get', OVERVIEW, { data: paymentOverview() });
    renderWithProviders(<PaymentInfoPage />, { route: '/my-page/payment-info' });
    const history = await screen.findByRole('table', { name: 'お支払いの履歴（新しい順）' });
    const [, first] = within(history).getAllByRole('row');
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2026年11月23日', '550円（税込）', 'お支払い済み', '領収書（R-000012）']);
    expect(within(first).getByRole('link', { name: '領収書（R-000012）' })).toHaveAttribute('href', '/my-page/payment-info/receipts/12');
  });

  it('warns when the monthly charge failed, with the way to change the card, and gives a failed payment no receipt', async () => {
    const live = paymentOverview();
    signIn(makeUser('paid_member'));
    answer('get', OVERVIEW, {
      data: paymentOverview({
        subscription: { ...live.subscription!, status: 'past_due', payment_failed: true },
        payments: [
          {
            ...live.payments[0],
            id: 13,
            status: 'failed',
            paid_at: null,
            created_at: '2026-12-23T03:00:00.000Z',
            failure_message: 'カードの残高が足りませんでした。',
            receipt_number: 'R-000013',
          },
          ...live.payments,
        ],
      }),
    });
    renderWithProviders(<PaymentInfoPage />, { route: '/my-page/payment-info' });
    const warning = await within(await screen.findByRole('region', { name: '月額プラン' })).findByRole('alert');
    expect(warning).toHaveTextContent('毎月のお支払いができませんでした');
    expect(within(warning).getByRole('link', { name: 'カードを変更する' })).toHaveAttribute('href', '/my-page/edit-payment-info');
    expect(planRow('状態')).toHaveTextContent('お支払いに失敗（再試行中）');
    const [, failed, paid] = within(screen.getByRole('table', { name: 'お支払いの履歴（新しい順）' })).getAllByRole('row');
    expect(failed).toHaveTextContent('お支払いに失敗');
    expect(failed).toHaveTextContent('カードの残高が足りませんでした。');
    expect(within(failed).queryByRole('link')).not.toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: '領収書（R-000012）' })).toBeInTheDocument();
  });

  it('shows 永久有料会員 with nothing to pay or cancel', async () => {
    signIn(makeUser('paid_member', { is_permanent_paid_member: true, membership: { status: 'permanent', paid_until: null, cancel_at_period_end: false, payment_failed: false } }));
    answer('get', OVERVIEW, { data: permanentOverview() });
    renderWithProviders(<PaymentInfoPage />, { route: '/my-page/payment-info' });
    expect(screen.getByText('永久有料会員')).toBeInTheDocument();
    expect(screen.getByText(/毎月のお支払いはありません/)).toBeInTheDocument();
    expect(await screen.findByText('永久有料会員のため、毎月のお支払いも更新もありません。解約の手続きも必要ありません。')).toBeInTheDocument();
    expect(screen.getByText('永久有料会員になった日：2026年10月1日')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'お支払いのカードを変更する' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '解約する' })).not.toBeInTheDocument();
    expect(screen.queryByText(/有料会員の料金/)).not.toBeInTheDocument();
  });

  it('shows a free member 無料会員, the default price when config.json gives none, and the way to apply', async () => {
    signIn(makeUser('free_member'));
    answer('get', OVERVIEW, { data: freeOverview() });
    renderWithProviders(<PaymentInfoPage />, { route: '/my-page/payment-info' });
    expect(screen.getByText('無料会員')).toBeInTheDocument();
    expect(screen.getByText('月額 550円（税込）')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '有料会員の申し込みへ進む' })).toHaveAttribute('href', '/paid-member-register');
    expect(screen.getByText('お支払いの記録はまだありません。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '解約する' })).not.toBeInTheDocument();
  });

  it('解約 asks once more in a dialog, then cancels once, refreshes the session and lands on /unsubscribed', async () => {
    const member = signIn(makeUser('paid_member'));
    answer('get', OVERVIEW, { data: paymentOverview() });
    const cancel = answer('post', 'users/cancel_subscription', { data: cancelledOverview() });
    const cancelled = { ...member, membership: { ...member.membership!, cancel_at_period_end: true } };
    const isLogin = answer('get', 'users/is_login', loginCheck(cancelled));
    const view = renderWithProviders(<PaymentInfoPage />, { route: '/my-page/payment-info' });

    await userEvent.click(await screen.findByRole('button', { name: '解約する' }));
    const dialog = await screen.findByRole('dialog', { name: '有料会員を解約しますか？' });
    expect(dialog).toHaveTextContent('2026年12月23日まで有料会員として利用でき、その後は無料会員に戻ります。');
    // Nothing is sent until it is confirmed.
    await afterCallsArrive();
    expect(cancel.calls).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: '解約を確定する' }));
    await waitFor(() => expect(view.location()).toBe('/unsubscribed'));
    expect(cancel.calls.map((c) => c.body)).toEqual([{ action: 'cancel' }]);
    expect(isLogin.calls).toHaveLength(1);
    expect(useSession.getState().user?.membership?.cancel_at_period_end).toBe(true);
  });

  it('やめる closes the dialog without cancelling', async () => {
    signIn(makeUser('paid_member'));
    answer('get', OVERVIEW, { data: paymentOverview() });
    const cancel = answer('post', 'users/cancel_subscription', { data: cancelledOverview() });
    const view = renderWithProviders(<PaymentInfoPage />, { route: '/my-page/payment-info' });
    await userEvent.click(await screen.findByRole('button', { name: '解約する' }));
    const dialog = await screen.findByRole('dialog', { name: '有料会員を解約しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'やめる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await afterCallsArrive();
    expect(cancel.calls).toHaveLength(0);
    expect(view.location()).toBe('/my-page/payment-info');
  });

  it('after 解約, says until when, and 解約を取り消す takes it back and shows the plan renewing again', async () => {
    const member = signIn(makeUser('paid_member', { membership: { status: 'paid', paid_until: '2026-12-23T03:00:00.000Z', cancel_at_period_end: true, payment_failed: false } }));
    const overview = answerWith('get', OVERVIEW, (n) => ({ body: { data: n === 0 ? cancelledOverview() : paymentOverview() } }));
    const resume = answer('post', 'users/cancel_subscription', { data: paymentOverview() });
    answer('get', 'users/is_login', loginCheck({ ...member, membership: { ...member.membership!, cancel_at_period_end: false } }));
    const show = jest.spyOn(snackbar, 'show');
    const view = renderWithProviders(<PaymentInfoPage />, { route: '/my-page/payment-info' });

    await screen.findByRole('region', { name: '月額プラン' });
    expect(planRow('解約')).toHaveTextContent('手続き済み（2026年12月23日まで利用できます）');
    expect(planRow('次回のお支払い')).toHaveTextContent('ありません');
    expect(screen.getByText(/解約の手続きは済んでいます。2026年12月23日までは有料会員として質問を投稿できます/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '解約する' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '解約を取り消す' }));
    expect(await screen.findByRole('button', { name: '解約する' })).toBeInTheDocument();
    expect(resume.calls.map((c) => c.body)).toEqual([{ action: 'resume' }]);
    expect(overview.calls).toHaveLength(2);
    expect(show).toHaveBeenCalledWith('解約を取り消しました。これまでどおり毎月自動で更新されます。', 'success');
    expect(planRow('次回のお支払い')).toHaveTextContent('2026年12月23日に550円（税込）');
    expect(useSession.getState().user?.membership?.cancel_at_period_end).toBe(false);
    expect(view.location()).toBe('/my-page/payment-info');
  });
});

describe('EditPaymentInfoPage', () => {
  it('shows a paying member the card in use and the way to change it, and others that they have no card to change', async () => {
    signIn(makeUser('paid_member'));
    answer('get', OVERVIEW, { data: paymentOverview() });
    const paying = renderWithProviders(<EditPaymentInfoPage />, { route: '/my-page/edit-payment-info' });
    expect(screen.getByRole('heading', { level: 1, name: 'お支払い方法の変更' })).toBeInTheDocument();
    // The placeholder 「カードの変更について」 is replaced by the card and the button that changes it.
    expect(await screen.findByText('今のカード：Visa 下4桁 4242')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'カードを変更する' })).toBeInTheDocument();
    paying.unmount();

    signIn(makeUser('free_member'));
    answer('get', OVERVIEW, { data: freeOverview() });
    renderWithProviders(<EditPaymentInfoPage />, { route: '/my-page/edit-payment-info' });
    expect(await screen.findByText(/今の会員の種類では、変更できるカードの登録はありません/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'カードを変更する' })).not.toBeInTheDocument();
  });

  it('カードを変更する starts an update_card checkout and goes to the provider’s page', async () => {
    signIn(makeUser('paid_member'));
    answer('get', OVERVIEW, { data: paymentOverview() });
    const create = answer('post', 'users/create_session', {
      data: fixture(CheckoutSessionSchema, {
        session_id: 'cs_local_card1',
        provider: 'local',
        purpose: 'update_card',
        url: 'http://localhost/local-checkout/cs_local_card1',
        client_secret: null,
        expires_at: null,
      }),
    });
    const goTo = jest.spyOn(fullPageLoad, 'goTo').mockImplementation(() => undefined);
    renderWithProviders(<EditPaymentInfoPage />, { route: '/my-page/edit-payment-info' });
    await userEvent.click(await screen.findByRole('button', { name: 'カードを変更する' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('http://localhost/local-checkout/cs_local_card1'));
    expect(create.calls.map((c) => c.body)).toEqual([{ purpose: 'update_card' }]);
    expect(localStorage.getItem('sessionId')).toBe('cs_local_card1');
  });

  it('back from the provider (?session_id=…), asks the server and says カードを変更しました', async () => {
    const member = signIn(makeUser('paid_member'));
    useSession.getState().setSessionId('cs_local_card1');
    const session = answer('get', 'users/get_session', {
      data: fixture(CheckoutStateSchema, { session_id: 'cs_local_card1', purpose: 'update_card', status: 'complete', paid: true }),
    });
    const isLogin = answer('get', 'users/is_login', loginCheck(member));
    answer('get', OVERVIEW, { data: paymentOverview({ subscription: { ...paymentOverview().subscription!, card: { brand: 'mastercard', last4: '5454' } } }) });
    renderWithProviders(<EditPaymentInfoPage />, { route: '/my-page/edit-payment-info?session_id=cs_local_card1' });
    const done = await screen.findByRole('status', { name: /カードを変更しました/ });
    expect(done).toHaveTextContent('次回から、新しいカードでお支払いいただきます。');
    expect(session.calls.map((c) => c.query)).toEqual([{ sessionId: 'cs_local_card1' }]);
    expect(isLogin.calls).toHaveLength(1);
    expect(screen.getByText('今のカード：Mastercard 下4桁 5454')).toBeInTheDocument();
    expect(useSession.getState().sessionId).toBeNull();
  });

  it('back from a checkout the provider has not completed, says so and keeps the session id', async () => {
    signIn(makeUser('paid_member'));
    useSession.getState().setSessionId('cs_local_card2');
    answer('get', 'users/get_session', {
      data: fixture(CheckoutStateSchema, { session_id: 'cs_local_card2', purpose: 'update_card', status: 'open', paid: false }),
    });
    answer('get', OVERVIEW, { data: paymentOverview() });
    renderWithProviders(<EditPaymentInfoPage />, { route: '/my-page/edit-payment-info?session_id=cs_local_card2' });
    expect(await screen.findByText('カードの変更はまだ確認できていません')).toBeInTheDocument();
    expect(screen.queryByText('カードを変更しました')).not.toBeInTheDocument();
    expect(useSession.getState().sessionId).toBe('cs_local_card2');
  });
});
