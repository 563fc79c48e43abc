import { renderWithProviders, screen } from '@hiroba/shared-ui/test';
import { useSession, type Role } from '@hiroba/api-client';
import { capabilitiesOf, expertInfo } from '@hiroba/api-client/test-support';
import { signInAs, signOut } from '../../test/session';
import { AccountActions } from './account-actions';

afterEach(signOut);

describe('the account button (docs/product.md#account-button)', () => {
  it.each([
    ['free_member', '有料会員登録', '/sign-up-intro'],
    ['paid_member', 'マイページ', '/my-page'],
    ['expert', '専門家ページ', '/my-page-expert'],
    ['admin', '管理者ページ', '/admin'],
  ] as const)('a %s sees %s leading to %s', (role: Role, label, target) => {
    signInAs(role);
    renderWithProviders(<AccountActions />);
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', target);
    expect(screen.getByRole('button', { name: 'ログアウト' })).toBeInTheDocument();
  });

  it('a visitor sees 新規会員登録 and ログイン', () => {
    signOut();
    renderWithProviders(<AccountActions />);
    expect(screen.getByRole('link', { name: '新規会員登録' })).toHaveAttribute('href', '/sign-up-intro');
    expect(screen.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'プロフィール' })).not.toBeInTheDocument();
  });
});

describe('質問する', () => {
  it.each(['free_member', 'expert', 'admin'] as const)('is hidden from a %s', (role) => {
    signInAs(role);
    renderWithProviders(<AccountActions />);
    expect(screen.queryByRole('link', { name: '質問する' })).not.toBeInTheDocument();
  });

  it('is hidden from a visitor', () => {
    renderWithProviders(<AccountActions />);
    expect(screen.queryByRole('link', { name: '質問する' })).not.toBeInTheDocument();
  });

  it('is shown to a paid member and leads to the question form', () => {
    signInAs('paid_member');
    renderWithProviders(<AccountActions />);
    expect(screen.getByRole('link', { name: '質問する' })).toHaveAttribute('href', '/my-page/post-question');
  });

  it('is shown to a permanent paid member', () => {
    signInAs('paid_member', { is_permanent_paid_member: true, membership: { status: 'permanent', paid_until: null, cancel_at_period_end: false, payment_failed: false } });
    renderWithProviders(<AccountActions />);
    expect(screen.getByRole('link', { name: '質問する' })).toBeInTheDocument();
  });

  it('follows the server: hidden when it says the paid member may not post', () => {
    const { capabilities } = capabilitiesOf('paid_member');
    signInAs('paid_member', { capabilities: { ...capabilities, can_post_questions: false } });
    renderWithProviders(<AccountActions />);
    expect(screen.queryByRole('link', { name: '質問する' })).not.toBeInTheDocument();
  });
});

describe('the profile link', () => {
  it('leads an expert to their public expert page', () => {
    signInAs('expert', { expert_info: expertInfo({ id: 42, user_id: 7 }) });
    renderWithProviders(<AccountActions />);
    expect(screen.getByRole('link', { name: 'プロフィール' })).toHaveAttribute('href', '/list-of-experts/42');
  });

  it('leads anyone else to their user profile', () => {
    const user = signInAs('paid_member', { id: 31 });
    renderWithProviders(<AccountActions />);
    expect(screen.getByRole('link', { name: 'プロフィール' })).toHaveAttribute('href', `/view-profile/user/${user.id}`);
  });
});

it('ログアウト uses the session store’s logout (it clears storage, goes to / and reloads)', () => {
  signInAs('free_member');
  const original = useSession.getState().logout;
  const logout = jest.fn(async () => undefined);
  useSession.setState({ logout });
  const view = renderWithProviders(<AccountActions />);
  screen.getByRole('button', { name: 'ログアウト' }).click();
  expect(logout).toHaveBeenCalledTimes(1);
  view.unmount();
  useSession.setState({ logout: original });
});
