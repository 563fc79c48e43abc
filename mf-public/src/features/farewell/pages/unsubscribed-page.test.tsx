import { useSession } from '@hiroba/api-client';
import { makeUser, renderWithProviders, screen, signIn } from '@hiroba/shared-ui/test';
import UnsubscribedPage from './unsubscribed-page';

afterEach(() => {
  useSession.getState().clear();
});

describe('UnsubscribedPage', () => {
  it('says until when questions can be asked, and that the cancellation can be taken back until then', () => {
    signIn(
      makeUser('paid_member', {
        membership: { status: 'paid', paid_until: '2026-12-23T03:00:00.000Z', cancel_at_period_end: true, payment_failed: false },
      }),
    );
    renderWithProviders(<UnsubscribedPage />, { route: '/unsubscribed' });
    expect(screen.getByRole('heading', { level: 1, name: '有料会員の解約が完了しました' })).toBeInTheDocument();
    expect(screen.getByText('2026年12月23日まで')).toBeInTheDocument();
    expect(screen.getByText('2026年12月23日まで').closest('li')).toHaveTextContent('2026年12月23日までは、これまでどおり質問を投稿できます。');
    const payment = screen.getByRole('link', { name: 'お支払い情報' });
    expect(payment).toHaveAttribute('href', '/my-page/payment-info');
    expect(payment.closest('li')).toHaveTextContent('2026年12月23日までなら、お支払い情報から解約を取り消して、有料会員を続けられます。');
    expect(screen.queryByText(/お支払い済みの期間の終わりまでは/)).not.toBeInTheDocument();
  });

  it('without a cancelled membership in the session, speaks of the end of the paid period without a date', () => {
    signIn(makeUser('paid_member'));
    renderWithProviders(<UnsubscribedPage />, { route: '/unsubscribed' });
    expect(screen.getByText('お支払い済みの期間の終わりまでは、これまでどおり有料会員の機能を使えます。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'お支払い情報' }).closest('li')).toHaveTextContent(/^期間が終わるまでなら、お支払い情報から解約を取り消して/);
    expect(screen.queryByText(/2026年12月23日/)).not.toBeInTheDocument();
  });

  it('signed out, shows the general text', () => {
    renderWithProviders(<UnsubscribedPage />, { route: '/unsubscribed' });
    expect(screen.getByText('お支払い済みの期間の終わりまでは、これまでどおり有料会員の機能を使えます。')).toBeInTheDocument();
    expect(screen.getByText('期間が終わると無料会員に戻ります。次の請求はありません。')).toBeInTheDocument();
  });
});
