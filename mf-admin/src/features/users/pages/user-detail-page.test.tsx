import { renderWithProviders, screen } from '@hiroba/shared-ui/test';
import { ApiError, api } from '@hiroba/api-client';
import { makeUser } from '../../../shared/test/fixtures';
import UserDetailPage from './user-detail-page';

jest.mock('@hiroba/api-client', () => jest.requireActual('../../../shared/test/spyable-api-client').spyableApiClient());

afterEach(() => jest.restoreAllMocks());

const PATH = '/admin/users/:kind/:id?';

function definition(term: string): string | null | undefined {
  const dt = screen.getAllByRole('term').find((el) => el.textContent === term);
  return dt?.nextElementSibling?.textContent;
}

test("shows a paid member's e-mail, nickname, role, registration date and paid status", async () => {
  const get = jest
    .spyOn(api.users, 'get')
    .mockResolvedValue(makeUser('paid_member', { id: 12, email: 'paid@example.jp', is_permanent_paid_member: true }));
  renderWithProviders(<UserDetailPage />, { route: '/admin/users/paid_member/12', path: PATH });
  expect(await screen.findByRole('heading', { level: 2, name: '登録内容' })).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith(12, expect.anything());
  expect(definition('メールアドレス')).toBe('paid@example.jp');
  expect(definition('ニックネーム')).toBe('ひろば花子');
  expect(definition('役割')).toBe('有料会員');
  expect(definition('登録日')).toBe('2026年4月1日');
  expect(definition('有料会員の状態')).toBe('永久有料会員です（更新の支払いはありません）。');
  // The conversion arrives with the payments issue; the page says so rather than offering a dead button.
  expect(screen.getByText(/今はまだ切り替えられません。/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /永久/ })).not.toBeInTheDocument();
});

test('a free member is shown honestly as not paid', async () => {
  jest.spyOn(api.users, 'get').mockResolvedValue(makeUser('free_member'));
  renderWithProviders(<UserDetailPage />, { route: '/admin/users/paid_member/7', path: PATH });
  await screen.findByRole('heading', { level: 2, name: '登録内容' });
  expect(definition('有料会員の状態')).toBe('有料会員ではありません。');
});

test('without an id, or for a user that is gone, the page says so and links back', async () => {
  jest.spyOn(api.users, 'get').mockRejectedValue(new ApiError(404, []));
  renderWithProviders(<UserDetailPage />, { route: '/admin/users/expert/99', path: PATH });
  expect(await screen.findByText('このユーザーは見つかりませんでした。すでに削除された可能性があります。')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ユーザーの一覧へ戻る' })).toHaveAttribute('href', '/admin/users');
});

test('no id at all asks nothing of the server', async () => {
  const get = jest.spyOn(api.users, 'get');
  renderWithProviders(<UserDetailPage />, { route: '/admin/users/expert', path: PATH });
  expect(await screen.findByText('ユーザーが選ばれていません。一覧から選んでください。')).toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();
});
