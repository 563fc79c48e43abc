import { useSession } from '@hiroba/api-client';
import { renderWithProviders, screen } from '../../../../../shared-ui/test/render';
import { resetPlanPriceCache } from '../../../shared/plan-price';
import { makeUser, mockConfigPrice, signIn } from '../../../test-support/mock-api';
import EditPaymentInfoPage from './edit-payment-info-page';
import PaymentInfoPage from './payment-info-page';

afterEach(() => {
  jest.restoreAllMocks();
  useSession.getState().clear();
  resetPlanPriceCache();
});

describe('PaymentInfoPage', () => {
  it('shows a paying member 有料会員, the price from /config.json and how cancelling works', async () => {
    mockConfigPrice(980);
    signIn(makeUser('paid_member'));
    renderWithProviders(<PaymentInfoPage />, { route: '/my-page/payment-info' });
    expect(screen.getByText('有料会員')).toBeInTheDocument();
    expect(await screen.findByText('月額 980円（税込）')).toBeInTheDocument();
    expect(screen.getByText(/解約したあとも、お支払い済みの期間の終わりまでは有料会員として利用できます/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'お支払い方法の変更について' })).toHaveAttribute('href', '/my-page/edit-payment-info');
  });

  it('shows 永久有料会員 with nothing to pay or cancel', () => {
    const fetch = mockConfigPrice(550);
    signIn(makeUser('paid_member', { is_permanent_paid_member: true }));
    renderWithProviders(<PaymentInfoPage />, { route: '/my-page/payment-info' });
    expect(screen.getByText('永久有料会員')).toBeInTheDocument();
    expect(screen.getByText(/毎月のお支払いはありません/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'お支払い方法の変更について' })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a free member 無料会員 and the way to apply', async () => {
    mockConfigPrice(550);
    signIn(makeUser('free_member'));
    renderWithProviders(<PaymentInfoPage />, { route: '/my-page/payment-info' });
    expect(screen.getByText('無料会員')).toBeInTheDocument();
    expect(await screen.findByText('月額 550円（税込）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '有料会員の申し込みへ進む' })).toHaveAttribute('href', '/paid-member-register');
  });

  it('says plainly when the price could not be read', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 503 }));
    signIn(makeUser('paid_member'));
    renderWithProviders(<PaymentInfoPage />, { route: '/my-page/payment-info' });
    expect(await screen.findByText(/料金を読み込めませんでした/)).toBeInTheDocument();
  });
});

describe('EditPaymentInfoPage', () => {
  it('tells a paying member where the card is changed, and others that they have no card', () => {
    mockConfigPrice(550);
    signIn(makeUser('paid_member'));
    const paying = renderWithProviders(<EditPaymentInfoPage />, { route: '/my-page/edit-payment-info' });
    expect(screen.getByRole('heading', { level: 1, name: 'お支払い方法の変更' })).toBeInTheDocument();
    expect(screen.getByText('カードの変更について')).toBeInTheDocument();
    paying.unmount();

    signIn(makeUser('free_member'));
    renderWithProviders(<EditPaymentInfoPage />, { route: '/my-page/edit-payment-info' });
    expect(screen.getByText(/登録しているカードはありません/)).toBeInTheDocument();
  });
});
