import { useSession, type Membership } from '@hiroba/api-client';
import { answer, fixture } from '@hiroba/api-client/test-support';
import { UserSchema } from '@hiroba/contract';
import { afterCallsArrive, renderWithProviders, screen, waitFor, within } from '@hiroba/shared-ui/test';
import { signInAs, signOut } from '../../test/session';
import { DefaultLayout } from '../layouts/layouts';
import { PaymentFailedBanner } from './payment-failed-banner';

afterEach(signOut);

// The region is named by its title: Mantine's Alert labels itself with it (aria-labelledby), which
// takes precedence over the aria-label the banner also passes.
const BANNER = '毎月のお支払いができませんでした';
const failing: Membership = { status: 'paid', paid_until: '2026-12-23T03:00:00.000Z', cancel_at_period_end: false, payment_failed: true };

describe('PaymentFailedBanner', () => {
  it('asks a paid member whose monthly charge failed to change the card', () => {
    signInAs('paid_member', { membership: failing });
    renderWithProviders(<PaymentFailedBanner />);
    const banner = screen.getByRole('region', { name: BANNER });
    expect(banner).toHaveTextContent(/有料会員を続けるには、カードを変更してください/);
    expect(within(banner).getByRole('link', { name: 'カードを変更する' })).toHaveAttribute('href', '/my-page/edit-payment-info');
  });

  it('is not shown when the charges are paid', () => {
    signInAs('paid_member');
    expect(useSession.getState().user?.membership?.payment_failed).toBe(false);
    renderWithProviders(<PaymentFailedBanner />);
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
  });

  it.each(['free_member', 'expert', 'admin'] as const)('is not shown to a %s', (role) => {
    signInAs(role);
    renderWithProviders(<PaymentFailedBanner />);
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
  });

  it('is not shown to a visitor', () => {
    signOut();
    renderWithProviders(<PaymentFailedBanner />);
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
  });
});

describe('the default layout', () => {
  beforeEach(() => {
    // The footer's lists; these tests are about the banner.
    answer('get', 'tags', { data: [], meta: { page: 1, per: 20, total: 0, total_pages: 0 } });
    answer('get', 'categories', { data: [], meta: { page: 1, per: 20, total: 0, total_pages: 0 } });
    // The header's bell.
    answer('get', 'notifications/unread_count', { data: { unread: 0 } });
  });

  it('shows the banner in main, above the page, while the server says the charge failed', async () => {
    const user = signInAs('paid_member', { membership: failing });
    const isLogin = answer('get', 'users/is_login', { data: { user: fixture(UserSchema, user) } });
    renderWithProviders(
      <DefaultLayout>
        <h1>お気に入り</h1>
      </DefaultLayout>,
    );
    const main = screen.getByRole('main');
    const banner = within(main).getByRole('region', { name: BANNER });
    const heading = within(main).getByRole('heading', { level: 1, name: 'お気に入り' });
    expect(banner.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The login check on load confirms it; the banner stays.
    await waitFor(() => expect(isLogin.calls).toHaveLength(1));
    await afterCallsArrive();
    expect(screen.getByRole('region', { name: BANNER })).toBeInTheDocument();
  });

  it('takes the banner away when the login check finds the charge paid (the card was changed elsewhere)', async () => {
    const user = signInAs('paid_member', { membership: failing });
    answer('get', 'users/is_login', { data: { user: fixture(UserSchema, { ...user, membership: { ...failing, payment_failed: false } }) } });
    renderWithProviders(
      <DefaultLayout>
        <h1>お気に入り</h1>
      </DefaultLayout>,
    );
    expect(screen.getByRole('region', { name: BANNER })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'お気に入り' })).toBeInTheDocument();
  });
});
