import { fireEvent, renderWithProviders, screen, waitFor, within } from '@hiroba/shared-ui/test';
import { ApiError, api } from '@hiroba/api-client';
import { answer, answerError, answerWith, paymentOverview } from '@hiroba/api-client/test-support';
import { useSnackbar } from '@hiroba/shared-ui';
import { makeActivity, makeUser } from '../../../shared/test/fixtures';
import UserDetailPage from './user-detail-page';


beforeEach(() => {
  useSnackbar.getState().close();
  // The activity part of the page (user-detail-activity.test.tsx tests it); here it has nothing.
  answer('get', 'users/:id/activity', { data: makeActivity() });
});
afterEach(() => jest.restoreAllMocks());

const OVERVIEW = 'users/get_payment_and_subscription';
const MAKE_PERMANENT = 'users/change_paid_member_to_permanent_paid_member';

const PATH = '/admin/users/:kind/:id?';

function definition(term: string): string | null | undefined {
  const dt = screen.getAllByRole('term').find((el) => el.textContent === term);
  return dt?.nextElementSibling?.textContent;
}

test("shows a paid member's e-mail, nickname, role, registration date and paid status", async () => {
  const get = jest
    .spyOn(api.users, 'get')
    .mockResolvedValue(makeUser('paid_member', { id: 12, email: 'paid@example.jp', is_permanent_paid_member: true }));
  const overview = answer('get', OVERVIEW, {
    data: paymentOverview({
      user_id: 12,
      membership: { status: 'permanent' },
      permanent: { at: '2026-05-01T03:00:00.000Z', by: { id: 1, name: '管理者たろう' } },
    }),
  });
  renderWithProviders(<UserDetailPage />, { route: '/admin/users/paid_member/12', path: PATH });
  expect(await screen.findByRole('heading', { level: 2, name: '登録内容' })).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith(12, expect.anything());
  expect(definition('メールアドレス')).toBe('paid@example.jp');
  expect(definition('ニックネーム')).toBe('ひろば花子');
  expect(definition('役割')).toBe('有料会員');
  expect(definition('登録日')).toBe('2026年4月1日');
  expect(definition('有料会員の状態')).toBe('永久有料会員です（更新の支払いはありません）。');
  // Already permanent: who made it so and when, nothing to renew or cancel, and no button (the server's can_make_permanent is false).
  await screen.findByRole('heading', { level: 2, name: '有料会員の状況' });
  expect(overview.calls[0].query).toEqual({ user_id: '12' });
  expect(definition('会員種別')).toBe('永久有料会員');
  expect(definition('永久有料会員にした管理者')).toBe('管理者たろう');
  expect(definition('永久有料会員にした日時')).toBe('2026年5月1日 12:00');
  expect(definition('更新と解約')).toBe('永久有料会員のため、更新や解約はありません（毎月のお支払いもありません）。');
  expect(definition('次回のお支払い')).toBeUndefined();
  expect(screen.queryByRole('button', { name: /永久/ })).not.toBeInTheDocument();
});

test("a permanent member whose monthly plan is still live (the provider was away) is shown so, with the button to end it", async () => {
  jest.spyOn(api.users, 'get').mockResolvedValue(makeUser('paid_member', { id: 12, is_permanent_paid_member: true }));
  answer('get', OVERVIEW, {
    data: paymentOverview({
      user_id: 12,
      membership: { status: 'permanent' },
      permanent: { at: '2026-05-01T03:00:00.000Z', by: { id: 1, name: '管理者たろう' } },
      capabilities: { ...paymentOverview().capabilities, can_make_permanent: true },
    }),
  });
  renderWithProviders(<UserDetailPage />, { route: '/admin/users/paid_member/12', path: PATH });
  await screen.findByRole('heading', { level: 2, name: '有料会員の状況' });
  expect(definition('更新と解約')).toBe('月額プランがまだ止まっていません。');
  expect(screen.getByText(/もう一度「永久有料会員にする」を押すと止めます/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '永久有料会員にする' })).toBeInTheDocument();
});

test('a free member is shown honestly as not paid', async () => {
  jest.spyOn(api.users, 'get').mockResolvedValue(makeUser('free_member'));
  answer('get', OVERVIEW, {
    data: paymentOverview({ membership: { status: 'free' }, subscription: null, card_on_file: null, payments: [], changes: [] }),
  });
  renderWithProviders(<UserDetailPage />, { route: '/admin/users/paid_member/7', path: PATH });
  await screen.findByRole('heading', { level: 2, name: '登録内容' });
  expect(definition('有料会員の状態')).toBe('有料会員ではありません。');
  await screen.findByRole('heading', { level: 2, name: '有料会員の状況' });
  expect(definition('会員種別')).toBe('無料会員');
  expect(definition('月額プラン')).toBe('お申し込みはありません');
  // Empty history says so instead of an empty table.
  expect(screen.getByText('お支払いの記録はまだありません。')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByText('会員種別の変更はまだありません。')).toBeInTheDocument();
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

const PAID = '2026-11-23T03:00:00.000Z';

test("shows a paid member's subscription, next charge, card, payments and changes, without the button the server did not offer", async () => {
  jest.spyOn(api.users, 'get').mockResolvedValue(makeUser('paid_member', { id: 12 }));
  answer('get', OVERVIEW, {
    data: paymentOverview({
      user_id: 12,
      changes: [
        { id: 2, from_status: 'paid', to_status: 'paid', reason: 'provider_event', provider_event_id: 'evt_123', actor: null, created_at: '2026-11-30T03:00:00.000Z' },
        { id: 1, from_status: 'free', to_status: 'paid', reason: 'checkout', provider_event_id: null, actor: null, created_at: PAID },
      ],
    }),
  });
  renderWithProviders(<UserDetailPage />, { route: '/admin/users/paid_member/12', path: PATH });

  await screen.findByRole('heading', { level: 2, name: '有料会員の状況' });
  // The headings follow the page's h1 in order.
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    '登録内容',
    '有料会員の状況',
    'お支払いの履歴',
    '会員種別の変更履歴',
    '活動',
    '管理者の操作の記録',
    'アカウントの操作',
  ]);
  expect(definition('会員種別')).toBe('有料会員');
  expect(definition('月額プランの状態')).toBe('利用中');
  expect(definition('次回のお支払い')).toBe('2026年12月23日に550円（税込）');
  expect(definition('お支払いのカード')).toBe('Visa •••• 4242');
  expect(definition('解約予定')).toBeUndefined();
  expect(screen.queryByText('お支払いに失敗しています')).not.toBeInTheDocument();

  const table = screen.getByRole('table', { name: 'お支払いの履歴（新しい順）' });
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['お支払い日', '金額', '状態', '領収書番号', '失敗の理由']);
  const [, row] = within(table).getAllByRole('row');
  expect(within(row).getAllByRole('cell').map((td) => td.textContent)).toEqual(['2026年11月23日', '550円（税込）', 'お支払い済み', 'R-000012', '—']);

  const changes = within(screen.getByRole('list', { name: '会員種別の変更履歴' })).getAllByRole('listitem');
  expect(changes).toHaveLength(2);
  expect(changes[0]).toHaveTextContent('2026年11月30日 12:00有料会員 → 有料会員（決済会社からの通知）通知ID: evt_123');
  expect(changes[1]).toHaveTextContent('2026年11月23日 12:00無料会員 → 有料会員（カードでのお申し込み）');

  expect(screen.queryByRole('button', { name: '永久有料会員にする' })).not.toBeInTheDocument();
});

test('a failed payment and a cancellation at the period end are said in words', async () => {
  jest.spyOn(api.users, 'get').mockResolvedValue(makeUser('paid_member', { id: 12 }));
  const base = paymentOverview();
  answer('get', OVERVIEW, {
    data: paymentOverview({
      subscription: { ...base.subscription!, status: 'past_due', payment_failed: true, cancel_at_period_end: true, next_charge_at: null, next_charge_jpy: null },
      payments: [{ ...base.payments[0], id: 13, status: 'failed', paid_at: null, failure_message: 'カードの有効期限が切れています。', receipt_number: 'R-000013' }],
      changes: [{ id: 3, from_status: 'paid', to_status: 'free', reason: 'admin', provider_event_id: null, actor: { id: 1, name: '管理者たろう' }, created_at: PAID }],
    }),
  });
  renderWithProviders(<UserDetailPage />, { route: '/admin/users/paid_member/12', path: PATH });

  expect(await screen.findByText('お支払いに失敗しています')).toBeInTheDocument();
  expect(definition('月額プランの状態')).toBe('お支払いに失敗（再試行中）');
  expect(definition('次回のお支払い')).toBe('ありません（これ以降の請求はされません）');
  expect(definition('解約予定')).toBe('解約予定です（2026年12月23日で終了します）');
  const [, row] = within(screen.getByRole('table', { name: 'お支払いの履歴（新しい順）' })).getAllByRole('row');
  expect(within(row).getAllByRole('cell').map((td) => td.textContent)).toEqual(['2026年11月23日', '550円（税込）', 'お支払いに失敗', 'R-000013', 'カードの有効期限が切れています。']);
  const [change] = within(screen.getByRole('list', { name: '会員種別の変更履歴' })).getAllByRole('listitem');
  expect(change).toHaveTextContent('有料会員 → 無料会員（管理者の操作）操作した管理者: 管理者たろう');
});

test('永久有料会員にする asks first, sends one call, then shows the permanent membership the server answers', async () => {
  jest.spyOn(api.users, 'get').mockResolvedValue(makeUser('paid_member', { id: 12 }));
  const overview = answerWith('get', OVERVIEW, (n) => ({
    body: {
      data:
        n === 0
          ? paymentOverview({ user_id: 12, capabilities: { ...paymentOverview().capabilities, can_make_permanent: true } })
          : paymentOverview({
              user_id: 12,
              membership: { status: 'permanent' },
              permanent: { at: '2026-11-25T03:00:00.000Z', by: { id: 1, name: '管理者たろう' } },
              subscription: { ...paymentOverview().subscription!, status: 'canceled', next_charge_at: null, next_charge_jpy: null },
            }),
    },
  }));
  const made = answer('post', MAKE_PERMANENT, { data: makeUser('paid_member', { id: 12, is_permanent_paid_member: true }) });
  renderWithProviders(<UserDetailPage />, { route: '/admin/users/paid_member/12', path: PATH });

  fireEvent.click(await screen.findByRole('button', { name: '永久有料会員にする' }));
  const dialog = await screen.findByRole('dialog', { name: '永久有料会員にしますか？' });
  expect(dialog).toHaveTextContent('ひろば花子さんを永久有料会員にします。');
  expect(dialog).toHaveTextContent('今すぐ解約され、これ以降の請求はありません。');
  expect(dialog).toHaveTextContent('更新や解約の手続きは要らなくなります。');
  expect(made.calls).toHaveLength(0);

  const confirm = within(dialog).getByRole('button', { name: '永久有料会員にすることを確定する' });
  fireEvent.click(confirm);
  fireEvent.click(confirm);

  await waitFor(() => expect(definition('会員種別')).toBe('永久有料会員'));
  expect(made.calls).toHaveLength(1);
  expect(made.calls[0].body).toEqual({ user_id: 12 });
  expect(overview.calls).toHaveLength(2);
  expect(definition('永久有料会員にした管理者')).toBe('管理者たろう');
  expect(definition('有料会員の状態')).toBe('永久有料会員です（更新の支払いはありません）。');
  expect(useSnackbar.getState().current).toMatchObject({ message: 'ひろば花子さんを永久有料会員にしました。', color: 'success' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByRole('button', { name: '永久有料会員にする' })).not.toBeInTheDocument();
});

test("a refusal is shown beside the button in the server's words", async () => {
  jest.spyOn(api.users, 'get').mockResolvedValue(makeUser('paid_member', { id: 12 }));
  const overview = answer('get', OVERVIEW, {
    data: paymentOverview({ user_id: 12, capabilities: { ...paymentOverview().capabilities, can_make_permanent: true } }),
  });
  const made = answerError('post', MAKE_PERMANENT, 409, [{ field: 'user_id', message: 'すでに永久有料会員です。' }]);
  renderWithProviders(<UserDetailPage />, { route: '/admin/users/paid_member/12', path: PATH });

  fireEvent.click(await screen.findByRole('button', { name: '永久有料会員にする' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '永久有料会員にすることを確定する' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('永久有料会員にできませんでした');
  expect(alert).toHaveTextContent('すでに永久有料会員です。');
  expect(made.calls).toHaveLength(1);
  expect(overview.calls).toHaveLength(1);
  expect(useSnackbar.getState().current).toBeNull();
  expect(definition('会員種別')).toBe('有料会員');
  expect(screen.getByRole('button', { name: '永久有料会員にする' })).toBeEnabled();
});
