import { answer } from '@hiroba/api-client/test-support';
import { afterCallsArrive, renderWithProviders, screen } from '@hiroba/shared-ui/test';
import type { Role } from '@hiroba/api-client';
import { signInAs, signOut } from '../../test/session';
import { NavbarBell } from './navbar-bell';

afterEach(signOut);

describe('the header’s bell', () => {
  it.each(['free_member', 'paid_member', 'expert', 'admin'] as const)('is shown to a %s with their unread count', async (role: Role) => {
    const count = answer('get', 'notifications/unread_count', { data: { unread: 3 } });
    signInAs(role);
    renderWithProviders(<NavbarBell />);
    expect(await screen.findByRole('button', { name: 'お知らせ（未読3件）' })).toBeInTheDocument();
    expect(count.calls.map((c) => c.headers.get('authorization'))).toEqual([`JWT token-${role}`]);
  });

  it('is not there for a visitor, who makes no call', async () => {
    // No count was answered: a call made would fail this test.
    const view = renderWithProviders(<NavbarBell />);
    await afterCallsArrive();
    expect(view.container.querySelector('.hiroba-notification-bell')).toBeNull();
    expect(screen.queryByRole('button', { name: /お知らせ/ })).not.toBeInTheDocument();
  });
});
