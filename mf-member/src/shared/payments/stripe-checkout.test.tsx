import userEvent from '@testing-library/user-event';
import { useSession } from '@hiroba/api-client';
import { answer, fixture, paymentOverview } from '@hiroba/api-client/test-support';
import { CheckoutSessionSchema } from '@hiroba/contract';
import { afterCallsArrive, makeUser, renderWithProviders, screen, signIn, waitFor } from '@hiroba/shared-ui/test';
import PaidMemberRegisterPage from '../../features/paid-register/pages/paid-member-register-page';
import { fullPageLoad } from '../full-page-load';
import StripeCheckout, { MISSING_KEY_MESSAGE } from './stripe-checkout';

// Stands in for Stripe.js: records whether the module was asked for at all (the factory runs on the
// first import only, so the tests that load it come last), and what was loaded.
const mockStripeRequested = jest.fn();
const mockLoadStripe = jest.fn();
jest.mock('@stripe/stripe-js/pure', () => {
  mockStripeRequested();
  return { loadStripe: mockLoadStripe };
});

afterEach(() => {
  jest.restoreAllMocks();
  mockStripeRequested.mockClear();
  mockLoadStripe.mockReset();
  useSession.getState().clear();
});

const MISSING_KEY_LOG = 'Stripe publishable key is missing (STRIPE_PUBLISHABLE_KEY)';

describe('StripeCheckout', () => {
  it('without a publishable key logs the error, says why in Japanese and never asks for Stripe.js', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<StripeCheckout clientSecret="cs_test_secret_1" />, { config: { stripePublishableKey: null } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('カード情報の入力画面を表示できません');
    expect(alert).toHaveTextContent(MISSING_KEY_MESSAGE);
    expect(MISSING_KEY_MESSAGE).toMatch(/運営者の設定が終わっていない/);
    expect(consoleError).toHaveBeenCalledWith(MISSING_KEY_LOG);
    expect(screen.queryByRole('region', { name: 'カード情報の入力（Stripe）' })).not.toBeInTheDocument();
    await afterCallsArrive();
    expect(mockStripeRequested).not.toHaveBeenCalled();
    expect(mockLoadStripe).not.toHaveBeenCalled();
  });

  it('is what the register page draws for a Stripe checkout: without a key, the Japanese message in place of the form', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const goTo = jest.spyOn(fullPageLoad, 'goTo').mockImplementation(() => undefined);
    signIn(makeUser('free_member'));
    answer('get', 'users/get_payment_and_subscription', {
      data: paymentOverview({
        membership: { status: 'free' },
        subscription: null,
        card_on_file: null,
        payments: [],
        changes: [],
        capabilities: { can_subscribe: true, can_resubscribe_with_card: false, can_cancel: false, can_resume: false, can_update_card: false, can_make_permanent: false },
      }),
    });
    const create = answer('post', 'users/create_session', {
      data: fixture(CheckoutSessionSchema, {
        session_id: 'cs_test_a1',
        provider: 'stripe',
        purpose: 'subscribe',
        url: null,
        client_secret: 'cs_test_a1_secret_b2',
        expires_at: null,
      }),
    });
    renderWithProviders(<PaidMemberRegisterPage />, { route: '/paid-member-register', config: { stripePublishableKey: null } });
    await userEvent.click(await screen.findByRole('checkbox', { name: '上の「お申し込み内容の確認」を読み、内容に同意します' }));
    await userEvent.click(screen.getByRole('button', { name: 'カード情報の入力へ進む' }));
    expect(await screen.findByText(MISSING_KEY_MESSAGE)).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(MISSING_KEY_LOG);
    expect(create.calls.map((c) => c.body)).toEqual([{ purpose: 'subscribe', agree: true }]);
    expect(localStorage.getItem('sessionId')).toBe('cs_test_a1');
    expect(goTo).not.toHaveBeenCalled();
    await afterCallsArrive();
    expect(mockStripeRequested).not.toHaveBeenCalled();
    expect(mockLoadStripe).not.toHaveBeenCalled();
  });

  it('with a key loads Stripe.js in English and mounts Embedded Checkout with the client secret, destroyed on leaving', async () => {
    const mount = jest.fn();
    const destroy = jest.fn();
    const createEmbeddedCheckoutPage = jest.fn(async (_options: { fetchClientSecret: () => Promise<string> }) => ({ mount, destroy }));
    mockLoadStripe.mockResolvedValue({ createEmbeddedCheckoutPage });
    const consoleError = jest.spyOn(console, 'error');
    const view = renderWithProviders(<StripeCheckout clientSecret="cs_test_secret_1" />, { config: { stripePublishableKey: 'pk_test_abc' } });
    const region = screen.getByRole('region', { name: 'カード情報の入力（Stripe）' });
    await waitFor(() => expect(mount).toHaveBeenCalledWith(region));
    // The first request of Stripe.js in this file: what the tests above count would have seen it.
    expect(mockStripeRequested).toHaveBeenCalledTimes(1);
    expect(mockLoadStripe).toHaveBeenCalledWith('pk_test_abc', { locale: 'en' });
    await expect(createEmbeddedCheckoutPage.mock.calls[0][0].fetchClientSecret()).resolves.toBe('cs_test_secret_1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
    view.unmount();
    expect(destroy).toHaveBeenCalledTimes(1);
  });
});
