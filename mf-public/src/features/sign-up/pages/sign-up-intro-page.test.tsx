import { useSession, type Role } from '@hiroba/api-client';
import { makeUser, renderWithProviders, screen } from '@hiroba/shared-ui/test';
import SignUpIntroPage from './sign-up-intro-page';

afterEach(() => {
  jest.restoreAllMocks();
  useSession.getState().clear();
});

function renderAs(role: Role | null) {
  if (role) useSession.getState().login('t', makeUser(role));
  return renderWithProviders(<SignUpIntroPage />, { route: '/sign-up-intro' });
}

describe('SignUpIntroPage', () => {
  it('shows the monthly price from /config.json, tax included', () => {
    renderWithProviders(<SignUpIntroPage />, { route: '/sign-up-intro', config: { plan: { priceJpy: 980 } } });
    expect(screen.getByText('月額 980円（税込）')).toBeInTheDocument();
  });

  it('shows the default price when config.json gives none', () => {
    renderAs(null);
    expect(screen.getByText('月額 550円（税込）')).toBeInTheDocument();
  });

  it('sends a visitor to free registration first', () => {
    renderAs(null);
    expect(screen.getByRole('link', { name: '無料会員に登録する' })).toHaveAttribute('href', '/free-member-register');
    expect(screen.queryByRole('link', { name: /有料会員の申し込み/ })).not.toBeInTheDocument();
  });

  it('sends a free member straight to the paid registration', () => {
    renderAs('free_member');
    expect(screen.getByRole('link', { name: '有料会員の申し込みへ進む' })).toHaveAttribute('href', '/paid-member-register');
    expect(screen.queryByRole('link', { name: '無料会員に登録する' })).not.toBeInTheDocument();
  });

  it.each([
    ['paid_member', '/my-page'],
    ['expert', '/my-page-expert'],
  ] as const)('tells a %s there is nothing to register', (role, home) => {
    renderAs(role);
    expect(screen.getByRole('link', { name: 'あなたのページ' })).toHaveAttribute('href', home);
    expect(screen.queryByRole('link', { name: /申し込み|登録する/ })).not.toBeInTheDocument();
  });
});
