// The admin's user page for each kind: the activity and the admin actions about the person, and the
// account's 停止 / 停止の解除 / 退会させる (docs/product.md#account-suspension).
import { fireEvent, renderWithProviders, screen, waitFor, within } from '@hiroba/shared-ui/test';
import { api } from '@hiroba/api-client';
import { answer, answerError, answerWith, expertInfo, paymentOverview } from '@hiroba/api-client/test-support';
import { useSnackbar } from '@hiroba/shared-ui';
import { makeActivity, makeUser } from '../../../shared/test/fixtures';
import UserDetailPage from './user-detail-page';


beforeEach(() => useSnackbar.getState().close());
afterEach(() => jest.restoreAllMocks());

const PATH = '/admin/users/:kind/:id?';
const ACTIVITY = 'users/:id/activity';
const SUSPENDED_AT = '2026-06-01T03:00:00.000Z';

function definition(term: string): string | null | undefined {
  const dt = screen.getAllByRole('term').find((el) => el.textContent === term);
  return dt?.nextElementSibling?.textContent;
}

const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

test("a free member's page: no paid part, their counts, newest posts and the admin actions about them", async () => {
  jest.spyOn(api.users, 'get').mockResolvedValue(makeUser('free_member', { id: 7 }));
  const activity = answer('get', ACTIVITY, {
    data: makeActivity({
      counts: { questions: 2, comments: 14, likes: 3, favorites: 1200 },
      recent_questions: [{ id: 31, title: 'グループホームの探し方', qa_type: '一般', created_at: '2026-05-02T03:00:00.000Z' }],
      recent_comments: [
        { id: 52, excerpt: '見学に行ってきました。', question: { id: 40, title: '就労移行支援の期間', qa_type: '専門家' }, created_at: '2026-05-03T03:00:00.000Z' },
      ],
      audit_logs: [
        { id: 3, action: 'user.restore', target_type: 'user', target_id: 7, actor: { id: 1, name: '管理者たろう' }, detail: { reason: '確認のため' }, created_at: '2026-05-05T03:00:00.000Z' },
        { id: 2, action: 'comment.remove', target_type: 'comment', target_id: 50, actor: null, detail: { question_id: 40 }, created_at: '2026-05-04T03:00:00.000Z' },
        { id: 1, action: 'user.update', target_type: 'user', target_id: 7, actor: { id: 1, name: '管理者たろう' }, detail: { role: { from: 'paid_member', to: 'free_member' } }, created_at: '2026-05-01T03:00:00.000Z' },
      ],
    }),
  });
  renderWithProviders(<UserDetailPage />, { route: '/admin/users/free_member/7', path: PATH });

  expect(await screen.findByRole('heading', { level: 1, name: '無料会員の詳細' })).toBeInTheDocument();
  await screen.findByText('グループホームの探し方');
  expect(activity.calls.map((c) => c.path)).toEqual(['users/7/activity']);
  expect(h2s()).toEqual(['登録内容', '活動', '管理者の操作の記録', 'アカウントの操作']);
  expect(definition('アカウントの状態')).toBe('有効');
  expect(definition('質問')).toBe('2件');
  expect(definition('コメント')).toBe('14件');
  expect(definition('いいね（した数）')).toBe('3件');
  expect(definition('お気に入り（登録した数）')).toBe('1,200件');
  expect(within(screen.getByRole('list', { name: '最近の質問' })).getByRole('link', { name: 'グループホームの探し方' })).toHaveAttribute(
    'href',
    '/question-and-answer/%E4%B8%80%E8%88%AC/31',
  );
  const comments = within(screen.getByRole('list', { name: '最近のコメント' }));
  expect(comments.getByText('見学に行ってきました。')).toBeInTheDocument();
  expect(comments.getByRole('link', { name: '「就労移行支援の期間」へのコメント' })).toHaveAttribute('href', '/question-and-answer/%E5%B0%82%E9%96%80%E5%AE%B6/40#comment-52');

  const audit = within(screen.getByRole('list', { name: '管理者の操作の記録' })).getAllByRole('listitem');
  expect(audit.map((item) => item.textContent)).toEqual([
    '2026年5月5日 12:00アカウントの停止を解除しました停止していた理由: 確認のため操作した管理者: 管理者たろう',
    '2026年5月4日 12:00コメントを削除しました操作した管理者: 記録がありません',
    '2026年5月1日 12:00登録内容を変更しました会員種別: 有料会員 → 無料会員操作した管理者: 管理者たろう',
  ]);
  // The paid part belongs to the paid member's page: not asked for here.
  expect(screen.queryByRole('heading', { name: '有料会員の状況' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'アカウントを停止する' })).toBeEnabled();
  expect(screen.getByRole('button', { name: '退会させる' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: '停止を解除する' })).not.toBeInTheDocument();
});

test('nothing posted yet is said in words', async () => {
  jest.spyOn(api.users, 'get').mockResolvedValue(makeUser('free_member'));
  answer('get', ACTIVITY, { data: makeActivity() });
  renderWithProviders(<UserDetailPage />, { route: '/admin/users/free_member/7', path: PATH });
  expect(await screen.findByText('質問はまだありません。')).toBeInTheDocument();
  expect(screen.getByText('コメントはまだありません。')).toBeInTheDocument();
  expect(screen.getByText('この人についての管理者の操作はまだありません。')).toBeInTheDocument();
});

test("an expert's page links to their record in the expert admin", async () => {
  jest.spyOn(api.users, 'get').mockResolvedValue(makeUser('expert', { expert_info: expertInfo({ id: 21, user_id: 7 }) }));
  answer('get', ACTIVITY, { data: makeActivity() });
  renderWithProviders(<UserDetailPage />, { route: '/admin/users/expert/7', path: PATH });
  expect(await screen.findByRole('heading', { level: 1, name: '専門家ユーザーの詳細' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: '専門家の管理ページを開く' })).toHaveAttribute('href', '/admin/experts/21');
  expect(definition('専門家の状態')).toBe('承認済み');
});

test("an admin's page offers no account actions, as the server says", async () => {
  jest.spyOn(api.users, 'get').mockResolvedValue(makeUser('admin', { membership: null }));
  answer('get', ACTIVITY, { data: makeActivity({ capabilities: { can_suspend: false, can_restore: false, can_withdraw: false } }) });
  renderWithProviders(<UserDetailPage />, { route: '/admin/users/admin/7', path: PATH });
  expect(await screen.findByText('管理者のアカウントは、停止や退会の操作ができません。')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: '管理者の詳細' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /停止|退会/ })).not.toBeInTheDocument();
});

test('a page of the wrong kind says the role and links to the right one', async () => {
  jest.spyOn(api.users, 'get').mockResolvedValue(makeUser('free_member', { id: 9 }));
  answer('get', ACTIVITY, { data: makeActivity({ user_id: 9 }) });
  renderWithProviders(<UserDetailPage />, { route: '/admin/users/expert/9', path: PATH });
  expect(await screen.findByText('この人の今の役割は「無料会員」です')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '無料会員のページで見る' })).toHaveAttribute('href', '/admin/users/free_member/9');
});

test('an unknown kind is the 404 page and asks nothing', async () => {
  const get = jest.spyOn(api.users, 'get');
  renderWithProviders(<UserDetailPage />, { route: '/admin/users/visitor/7', path: PATH });
  expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();
});

test('停止 asks for a reason first, sends one call, then shows the account as suspended with the new record', async () => {
  jest.spyOn(api.users, 'get').mockResolvedValue(makeUser('paid_member', { id: 12, email: 'paid@example.jp' }));
  answer('get', 'users/get_payment_and_subscription', { data: paymentOverview({ user_id: 12 }) });
  const activity = answerWith('get', ACTIVITY, (n) => ({
    body: {
      data:
        n === 0
          ? makeActivity({ user_id: 12 })
          : makeActivity({
              user_id: 12,
              capabilities: { can_suspend: false, can_restore: true, can_withdraw: true },
              audit_logs: [{ id: 9, action: 'user.suspend', target_type: 'user', target_id: 12, actor: { id: 1, name: '管理者たろう' }, detail: { reason: 'なりすましの疑い' }, created_at: SUSPENDED_AT }],
            }),
    },
  }));
  const suspend = answer('post', 'users/:id/suspend', {
    data: makeUser('paid_member', { id: 12, email: 'paid@example.jp', suspension: { at: SUSPENDED_AT, reason: 'なりすましの疑い' } }),
  });
  renderWithProviders(<UserDetailPage />, { route: '/admin/users/paid_member/12', path: PATH });

  fireEvent.click(await screen.findByRole('button', { name: 'アカウントを停止する' }));
  const dialog = await screen.findByRole('dialog', { name: 'アカウントを停止しますか？' });
  expect(dialog).toHaveTextContent('ひろば花子さんのアカウントを停止します。');
  expect(dialog).toHaveTextContent('いまログインしている端末からもすぐにログアウトされます。');

  // Without a reason nothing is sent; the message is beside the field.
  const confirm = within(dialog).getByRole('button', { name: '停止する' });
  fireEvent.click(confirm);
  const reason = await within(dialog).findByRole('textbox', { name: /停止の理由/ });
  await waitFor(() => expect(reason).toHaveAccessibleDescription(expect.stringContaining('停止の理由を入力してください。')));
  expect(suspend.calls).toHaveLength(0);

  fireEvent.change(reason, { target: { value: '  なりすましの疑い  ' } });
  fireEvent.click(confirm);
  fireEvent.click(confirm);

  await screen.findByText('このアカウントは停止中です');
  expect(suspend.calls.map((c) => [c.path, c.body])).toEqual([['users/12/suspend', { reason: 'なりすましの疑い' }]]);
  expect(screen.getByText('停止の理由: なりすましの疑い')).toBeInTheDocument();
  expect(definition('アカウントの状態')).toBe('停止中');
  expect(useSnackbar.getState().current).toMatchObject({ message: 'ひろば花子さんのアカウントを停止しました。', color: 'success' });
  // The activity is read again: the record shows the suspension and 停止を解除する is offered.
  expect(await screen.findByRole('button', { name: '停止を解除する' })).toBeEnabled();
  expect(activity.calls).toHaveLength(2);
  expect(within(screen.getByRole('list', { name: '管理者の操作の記録' })).getByText('理由: なりすましの疑い')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'アカウントを停止する' })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test("a refusal stays in the dialog, in the server's words", async () => {
  jest.spyOn(api.users, 'get').mockResolvedValue(makeUser('free_member', { id: 7 }));
  answer('get', ACTIVITY, { data: makeActivity() });
  const suspend = answerError('post', 'users/:id/suspend', 409, [{ message: 'このアカウントはすでに停止しています。' }]);
  renderWithProviders(<UserDetailPage />, { route: '/admin/users/free_member/7', path: PATH });

  fireEvent.click(await screen.findByRole('button', { name: 'アカウントを停止する' }));
  const dialog = await screen.findByRole('dialog', { name: 'アカウントを停止しますか？' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /停止の理由/ }), { target: { value: '規約違反' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '停止する' }));

  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('停止できませんでした');
  expect(alert).toHaveTextContent('このアカウントはすでに停止しています。');
  expect(suspend.calls).toHaveLength(1);
  expect(useSnackbar.getState().current).toBeNull();
  expect(definition('アカウントの状態')).toBe('有効');
});

test('停止の解除 asks first, then shows the account as active', async () => {
  jest.spyOn(api.users, 'get').mockResolvedValue(makeUser('free_member', { id: 7, suspension: { at: SUSPENDED_AT, reason: '規約違反' } }));
  answerWith('get', ACTIVITY, (n) => ({
    body: { data: makeActivity({ capabilities: n === 0 ? { can_suspend: false, can_restore: true, can_withdraw: true } : { can_suspend: true, can_restore: false, can_withdraw: true } }) },
  }));
  const restore = answer('post', 'users/:id/restore', { data: makeUser('free_member', { id: 7 }) });
  renderWithProviders(<UserDetailPage />, { route: '/admin/users/free_member/7', path: PATH });

  expect(await screen.findByText('このアカウントは停止中です')).toBeInTheDocument();
  expect(screen.getByText('停止の理由: 規約違反')).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('button', { name: '停止を解除する' }));
  const dialog = await screen.findByRole('dialog', { name: 'アカウントの停止を解除しますか？' });
  expect(restore.calls).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: '停止の解除を確定する' }));

  await waitFor(() => expect(definition('アカウントの状態')).toBe('有効'));
  expect(restore.calls.map((c) => c.path)).toEqual(['users/7/restore']);
  expect(screen.queryByText('このアカウントは停止中です')).not.toBeInTheDocument();
  expect(useSnackbar.getState().current).toMatchObject({ message: 'ひろば花子さんのアカウントの停止を解除しました。', color: 'success' });
  expect(await screen.findByRole('button', { name: 'アカウントを停止する' })).toBeEnabled();
});

test('退会させる asks first, says what goes, then returns to the list with a message', async () => {
  jest.spyOn(api.users, 'get').mockResolvedValue(makeUser('paid_member', { id: 12 }));
  answer('get', 'users/get_payment_and_subscription', { data: paymentOverview({ user_id: 12 }) });
  answer('get', ACTIVITY, { data: makeActivity({ user_id: 12 }) });
  const removed = answerWith('delete', 'users/:id', () => ({ status: 204 }));
  const view = renderWithProviders(<UserDetailPage />, { route: '/admin/users/paid_member/12', path: PATH });

  fireEvent.click(await screen.findByRole('button', { name: '退会させる' }));
  const dialog = await screen.findByRole('dialog', { name: '退会させますか？' });
  expect(dialog).toHaveTextContent('本人から退会の申し出があったときに使います。');
  expect(dialog).toHaveTextContent('有料会員の月額プランは解約され、これ以降の請求はありません。');
  expect(removed.calls).toHaveLength(0);
  // やめる changes nothing.
  fireEvent.click(within(dialog).getByRole('button', { name: 'やめる' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(removed.calls).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: '退会させる' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: '退会させますか？' })).getByRole('button', { name: '退会させることを確定する' }));
  await waitFor(() => expect(view.location()).toBe('/admin/users'));
  expect(removed.calls.map((c) => [c.method, c.path])).toEqual([['DELETE', 'users/12']]);
  expect(useSnackbar.getState().current).toMatchObject({ message: 'ひろば花子さんを退会させました。', color: 'success' });
});

test('when the activity cannot be read, the profile stays and a retry reads it again', async () => {
  jest.spyOn(api.users, 'get').mockResolvedValue(makeUser('free_member', { id: 7 }));
  const activity = answerWith('get', ACTIVITY, (n) =>
    n === 0 ? { status: 500, body: { errors: [{ message: 'システムエラーが発生しました。時間をおいてもう一度お試しください。' }] } } : { body: { data: makeActivity() } },
  );
  renderWithProviders(<UserDetailPage />, { route: '/admin/users/free_member/7', path: PATH });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('活動の記録を読み込めませんでした');
  expect(definition('メールアドレス')).toBe('free_member@example.jp');
  expect(screen.queryByText('読み込み中です…')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'アカウントを停止する' })).not.toBeInTheDocument();
  fireEvent.click(within(alert).getByRole('button', { name: 'もう一度読み込む' }));
  expect(await screen.findByRole('button', { name: 'アカウントを停止する' })).toBeEnabled();
  expect(activity.calls).toHaveLength(2);
});
