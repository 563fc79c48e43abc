import { useSession } from '@hiroba/api-client';
import { makeUser, renderWithProviders, screen, signIn } from '@hiroba/shared-ui/test';
import EditPaymentInfoPage from './edit-payment-info-page';
import PaymentInfoPage from './payment-info-page';

afterEach(() => {
  jest.restoreAllMocks();
  useSession.getState().clear();
});

describe('PaymentInfoPage', () => {
  it('shows a paying member 有料会員, the price from /config.json and how cancelling works', () => {
    signIn(makeUser('paid_member'));
    renderWithProviders(<PaymentInfoPage />, { route: '/my-page/payment-info', config: { plan: { priceJpy: 980 } } });
    expect(screen.getByText('有料会員')).toBeInTheDocument();
    expect(screen.getByText('月額 980円（税込）')).toBeInTheDocument();
    expect(screen.getByText(/解約したあとも、お支払い済みの期間の終わりまでは有料会員として利用できます/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'お支払い方法の変更について' })).toHaveAttribute('href', '/my-page/edit-payment-info');
  });

  it('shows 永久有料会員 with nothing to pay or cancel', () => {
    signIn(makeUser('paid_member', { is_permanent_paid_member: true }));
    renderWithProviders(<PaymentInfoPage />, { route: '/my-page/payment-info' });
    expect(screen.getByText('永久有料会員')).toBeInTheDocument();
    expect(screen.getByText(/毎月のお支払いはありません/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'お支払い方法の変更について' })).not.toBeInTheDocument();
    expect(screen.queryByText(/有料会員の料金/)).not.toBeInTheDocument();
  });

  it('shows a free member 無料会員, the default price when config.json gives none, and the way to apply', () => {
    signIn(makeUser('free_member'));
    renderWithProviders(<PaymentInfoPage />, { route: '/my-page/payment-info' });
    expect(screen.getByText('無料会員')).toBeInTheDocument();
    expect(screen.getByText('月額 550円（税込）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '有料会員の申し込みへ進む' })).toHaveAttribute('href', '/paid-member-register');
  });

});

describe('EditPaymentInfoPage', () => {
  it('tells a paying member where the card is changed, and others that they have no card', () => {
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
