import { renderWithProviders, screen } from '@hiroba/shared-ui/test';
import { signInAs, signOut } from '../../test/session';
import { GuardedRoute } from './route-guard';

afterEach(signOut);

const page = <h1>守られたページ</h1>;

it('without a guard, anyone sees the page', () => {
  renderWithProviders(<GuardedRoute>{page}</GuardedRoute>, { route: '/about', path: '/about' });
  expect(screen.getByRole('heading', { name: '守られたページ' })).toBeInTheDocument();
});

it('signed-in: a visitor goes to /login with the way back', () => {
  const view = renderWithProviders(<GuardedRoute guard="signed-in">{page}</GuardedRoute>, { route: '/my-page/favorite-list?page=2', path: '/my-page/*' });
  expect(view.location()).toBe(`/login?redirect=${encodeURIComponent('/my-page/favorite-list?page=2')}`);
  expect(screen.queryByRole('heading', { name: '守られたページ' })).not.toBeInTheDocument();
});

it.each(['free_member', 'paid_member', 'expert', 'admin'] as const)('signed-in: a %s sees the page', (role) => {
  signInAs(role);
  renderWithProviders(<GuardedRoute guard="signed-in">{page}</GuardedRoute>, { route: '/my-page', path: '/my-page' });
  expect(screen.getByRole('heading', { name: '守られたページ' })).toBeInTheDocument();
});

it('expert: a visitor goes to /login', () => {
  const view = renderWithProviders(<GuardedRoute guard="expert">{page}</GuardedRoute>, { route: '/my-page-expert', path: '/my-page-expert' });
  expect(view.location()).toBe(`/login?redirect=${encodeURIComponent('/my-page-expert')}`);
});

it.each(['free_member', 'paid_member', 'admin'] as const)('expert: a %s is told why not, and where to go', (role) => {
  signInAs(role);
  const view = renderWithProviders(<GuardedRoute guard="expert">{page}</GuardedRoute>, { route: '/my-page-expert', path: '/my-page-expert' });
  expect(view.location()).toBe('/my-page-expert');
  expect(screen.getByRole('heading', { level: 1, name: '専門家の方専用のページです' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '専門家の登録を申し込む' })).toHaveAttribute('href', '/become-an-expert');
  expect(screen.queryByRole('heading', { name: '守られたページ' })).not.toBeInTheDocument();
});

it('expert: an expert sees the page', () => {
  signInAs('expert');
  renderWithProviders(<GuardedRoute guard="expert">{page}</GuardedRoute>, { route: '/my-page-expert', path: '/my-page-expert' });
  expect(screen.getByRole('heading', { name: '守られたページ' })).toBeInTheDocument();
});
