import { fireEvent, renderWithProviders, screen, waitFor, within } from '@hiroba/shared-ui/test';
import { answer, answerError, answerWith, fixture } from '@hiroba/api-client/test-support';
import { UserActivitySchema } from '@hiroba/contract';
import { useSnackbar } from '@hiroba/shared-ui';
import { makeUser } from '../../../shared/test/fixtures';
import { makeExpertInfo, makeStatusChange } from '../../../shared/test/expert-fixtures';
import ExpertDetailPage from './expert-detail-page';

beforeEach(() => useSnackbar.getState().close());

const PATH = '/admin/experts/:id';
const DECIDED = '2026-05-01T03:00:00.000Z';

function definition(term: string): string | null | undefined {
  const dt = screen.getAllByRole('term').find((el) => el.textContent === term);
  return dt?.nextElementSibling?.textContent;
}

function activity() {
  return answer('get', 'users/:id/activity', {
    data: fixture(UserActivitySchema, {
      user_id: 12,
      counts: { questions: 1, comments: 4, likes: 0, favorites: 0 },
      recent_questions: [],
      recent_comments: [],
      audit_logs: [],
      capabilities: { can_suspend: true, can_restore: false, can_withdraw: true },
    }),
  });
}

test('an application: every field, the private check, the picture, no decision yet, the history and the way to the person', async () => {
  const get = answer('get', 'expert_infos/:id', { data: makeExpertInfo({ profile_image: '/uploads/p.png' }) });
  const history = answer('get', 'expert_infos/:id/status_changes', { data: [makeStatusChange()] });
  const counts = activity();
  renderWithProviders(<ExpertDetailPage />, { route: '/admin/experts/3', path: PATH });

  await screen.findByRole('heading', { level: 2, name: '申し込みの内容' });
  expect(get.calls[0].params).toEqual({ id: '3' });
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['申し込みの内容', '審査', '状態の履歴', 'この方の活動']);
  expect(definition('お名前')).toBe('佐藤 一郎');
  expect(definition('肩書き')).toBe('精神保健福祉士');
  expect(definition('資格')).toBe('精神保健福祉士、社会福祉士');
  expect(definition('回答できる分野')).toBe('精神障害のある方の就労、障害年金');
  expect(definition('紹介文')).toBe('病院の相談室で10年働いています。\n就労の相談が得意です。');
  expect(definition('資格の確認方法')).toBe('登録番号 第12345号。資格証の写しをメールで送れます。');
  expect(screen.getByRole('img', { name: '佐藤 一郎さんのプロフィール画像' })).toHaveAttribute('src', '/uploads/p.png');
  expect(definition('申し込み日')).toBe('2026年4月1日 12:00');
  expect(definition('今の状態')).toBe('審査中');
  expect(definition('最後の判断')).toBe('まだ判断していません');
  expect(definition('判断の理由')).toBeUndefined();
  // Only what the server allows (next_statuses), in its words.
  const review = screen.getByRole('region', { name: '審査' });
  expect(within(review).getAllByRole('button').map((b) => b.textContent)).toEqual(['承認する', '非承認にする']);
  expect(review).toHaveTextContent('決めた結果と理由は、ご本人にメールでお知らせします。');

  const [change] = within(await screen.findByRole('list', { name: '状態の履歴' })).getAllByRole('listitem');
  expect(change).toHaveTextContent('2026年4月1日 12:00申し込み → 審査中');
  expect(history.calls[0].params).toEqual({ id: '3' });
  expect(await screen.findByText('質問 1件、回答・コメント 4件')).toBeInTheDocument();
  expect(counts.calls[0].params).toEqual({ id: '12' });
  expect(screen.getByRole('link', { name: 'ユーザーとしての登録内容と活動を見る' })).toHaveAttribute('href', '/admin/users/expert/12');
  // An applicant is not yet an expert account: nothing to edit through update_user_expert.
  expect(screen.queryByRole('heading', { name: '登録内容を直す' })).not.toBeInTheDocument();
});

test('非承認にする asks the reason first (required), sends one call, then shows the decision, the history and a snackbar', async () => {
  answer('get', 'expert_infos/:id', { data: makeExpertInfo() });
  const history = answerWith('get', 'expert_infos/:id/status_changes', (n) => ({
    body: {
      data:
        n === 0
          ? [makeStatusChange()]
          : [
              makeStatusChange({ id: 2, from_status: 'pending', to_status: 'rejected', reason: '資格を確認できませんでした。', changed_by: { id: 1, nickname: '管理者たろう' }, created_at: DECIDED }),
              makeStatusChange(),
            ],
    },
  }));
  activity();
  const decided = answer('post', 'expert_infos/change_status', {
    data: makeExpertInfo({ status: 'rejected', next_statuses: [], review: { status: 'rejected', reason: '資格を確認できませんでした。', decided_at: DECIDED } }),
  });
  renderWithProviders(<ExpertDetailPage />, { route: '/admin/experts/3', path: PATH });

  fireEvent.click(await screen.findByRole('button', { name: '非承認にする' }));
  const dialog = await screen.findByRole('dialog', { name: '申し込みを非承認にしますか？' });
  expect(dialog).toHaveTextContent('佐藤 一郎さんの申し込みを非承認にします。');
  const reason = within(dialog).getByRole('textbox', { name: '理由' });
  expect(reason).toBeRequired();
  expect(reason).toHaveAccessibleDescription(/ご本人へのメールに、この理由を書いてお知らせします。/);

  const confirm = within(dialog).getByRole('button', { name: '非承認を確定する' });
  fireEvent.click(confirm);
  await waitFor(() => expect(reason).toHaveAccessibleDescription(/理由を入力してください。/));
  expect(reason).toHaveAttribute('aria-invalid', 'true');
  expect(decided.calls).toHaveLength(0);

  fireEvent.change(reason, { target: { value: ' 資格を確認できませんでした。 ' } });
  fireEvent.click(confirm);
  fireEvent.click(confirm);

  await waitFor(() => expect(definition('今の状態')).toBe('非承認'));
  expect(decided.calls).toHaveLength(1);
  expect(decided.calls[0].body).toEqual({ id: 3, status: 'rejected', reason: '資格を確認できませんでした。' });
  expect(definition('最後の判断')).toBe('非承認（2026年5月1日 12:00）');
  expect(definition('判断の理由')).toBe('資格を確認できませんでした。');
  expect(useSnackbar.getState().current).toMatchObject({
    message: '佐藤 一郎さんの申し込みを非承認にしました。ご本人にメールでお知らせしました。',
    color: 'success',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByRole('button', { name: /承認/ })).not.toBeInTheDocument();
  expect(screen.getByText('非承認の方は、ご本人が内容を直して申し込み直すと、審査中に戻ります。')).toBeInTheDocument();

  await waitFor(() => expect(history.calls).toHaveLength(2));
  const changes = await waitFor(() => {
    const items = within(screen.getByRole('list', { name: '状態の履歴' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    return items;
  });
  expect(changes[0]).toHaveTextContent('2026年5月1日 12:00審査中 → 非承認理由: 資格を確認できませんでした。操作した管理者: 管理者たろう');
});

test("the server's refusal lands beside the reason, or above the buttons when it names no field; the status stays", async () => {
  answer('get', 'expert_infos/:id', { data: makeExpertInfo() });
  answer('get', 'expert_infos/:id/status_changes', { data: [makeStatusChange()] });
  activity();
  const decided = answerWith('post', 'expert_infos/change_status', (n) => ({
    status: n === 0 ? 400 : 409,
    body: { errors: [n === 0 ? { field: 'reason', message: '理由は1000文字以内で入力してください。' } : { field: 'status', message: 'すでに「承認済み」です。' }] },
  }));
  renderWithProviders(<ExpertDetailPage />, { route: '/admin/experts/3', path: PATH });

  fireEvent.click(await screen.findByRole('button', { name: '承認する' }));
  const dialog = await screen.findByRole('dialog', { name: '専門家として承認しますか？' });
  const reason = within(dialog).getByRole('textbox', { name: '理由' });
  // Approving needs no reason: the call goes without one.
  expect(reason).not.toBeRequired();
  fireEvent.click(within(dialog).getByRole('button', { name: '承認を確定する' }));
  await waitFor(() => expect(reason).toHaveAccessibleDescription(/理由は1000文字以内で入力してください。/));
  expect(decided.calls[0].body).toEqual({ id: 3, status: 'approved' });

  fireEvent.click(within(dialog).getByRole('button', { name: '承認を確定する' }));
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('状態を変えられませんでした');
  expect(alert).toHaveTextContent('すでに「承認済み」です。');
  expect(decided.calls).toHaveLength(2);
  expect(useSnackbar.getState().current).toBeNull();
  expect(definition('今の状態')).toBe('審査中');
});

test('an approved expert: only 停止する, and the admin edits the e-mail and profile together', async () => {
  const approved = makeExpertInfo({
    status: 'approved',
    next_statuses: ['suspended'],
    review: { status: 'approved', reason: null, decided_at: DECIDED },
  });
  const gets = answerWith('get', 'expert_infos/:id', (n) => ({ body: { data: n === 0 ? approved : { ...approved, title: '社会福祉士' } } }));
  answer('get', 'expert_infos/:id/status_changes', { data: [makeStatusChange()] });
  activity();
  const user = answer('get', 'users/:id', { data: makeUser('expert', { id: 12, email: 'ichiro@example.jp' }) });
  const saved = answer('patch', 'users/update_user_expert', { data: makeUser('expert', { id: 12, email: 'sato@example.jp' }) });
  renderWithProviders(<ExpertDetailPage />, { route: '/admin/experts/3', path: PATH });

  await screen.findByRole('heading', { level: 2, name: '審査' });
  expect(within(screen.getByRole('region', { name: '審査' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['停止する']);
  expect(definition('判断の理由')).toBe('（理由は書かれていません）');

  const form = await screen.findByRole('form', { name: '登録内容を直す' });
  const email = within(form).getByRole('textbox', { name: 'メールアドレス' });
  await waitFor(() => expect(email).toHaveValue('ichiro@example.jp'));
  expect(user.calls[0].params).toEqual({ id: '12' });
  expect(within(form).getByRole('textbox', { name: '資格の確認方法' })).toHaveValue('登録番号 第12345号。資格証の写しをメールで送れます。');

  fireEvent.change(email, { target: { value: 'sato@example.jp' } });
  fireEvent.change(within(form).getByRole('textbox', { name: '肩書き' }), { target: { value: '社会福祉士' } });
  fireEvent.click(within(form).getByRole('button', { name: '登録内容を保存する' }));

  await waitFor(() => expect(definition('肩書き')).toBe('社会福祉士'));
  expect(saved.calls[0].body).toEqual({
    user_id: 12,
    email: 'sato@example.jp',
    name: '佐藤 一郎',
    title: '社会福祉士',
    qualifications: '精神保健福祉士、社会福祉士',
    fields: '精神障害のある方の就労、障害年金',
    profile: '病院の相談室で10年働いています。\n就労の相談が得意です。',
    qualification_check: '登録番号 第12345号。資格証の写しをメールで送れます。',
  });
  expect(gets.calls).toHaveLength(2);
  expect(useSnackbar.getState().current).toMatchObject({ message: '佐藤 一郎さんの登録内容を保存しました。', color: 'success' });
});

test('an e-mail already in use is shown beside the e-mail field', async () => {
  answer('get', 'expert_infos/:id', { data: makeExpertInfo({ status: 'suspended', next_statuses: ['approved'] }) });
  answer('get', 'expert_infos/:id/status_changes', { data: [] });
  activity();
  answer('get', 'users/:id', { data: makeUser('expert', { id: 12, email: 'ichiro@example.jp' }) });
  answerError('patch', 'users/update_user_expert', 409, [{ field: 'email', message: 'このメールアドレスは使用できません。' }]);
  renderWithProviders(<ExpertDetailPage />, { route: '/admin/experts/3', path: PATH });

  expect(await screen.findByText('状態の変更はまだありません。')).toBeInTheDocument();
  const form = await screen.findByRole('form', { name: '登録内容を直す' });
  const email = within(form).getByRole('textbox', { name: 'メールアドレス' });
  await waitFor(() => expect(email).toHaveValue('ichiro@example.jp'));
  fireEvent.change(email, { target: { value: 'taken@example.jp' } });
  fireEvent.click(within(form).getByRole('button', { name: '登録内容を保存する' }));
  await waitFor(() => expect(email).toHaveAccessibleDescription(/このメールアドレスは使用できません。/));
  expect(email).toHaveAttribute('aria-invalid', 'true');
});

test('a withdrawn person: no decision is offered and there is no account to open', async () => {
  answer('get', 'expert_infos/:id', { data: makeExpertInfo({ user_id: null, status: 'approved', next_statuses: ['suspended'] }) });
  answer('get', 'expert_infos/:id/status_changes', { data: [] });
  renderWithProviders(<ExpertDetailPage />, { route: '/admin/experts/3', path: PATH });
  expect(await screen.findByText('この方は退会しているため、状態は変えられません。')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '停止する' })).not.toBeInTheDocument();
  expect(screen.getByText('この方は退会しています。')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: '登録内容を直す' })).not.toBeInTheDocument();
});

test('a record that is gone says so and links back to the list', async () => {
  answerError('get', 'expert_infos/:id', 404, [{ message: '専門家が見つかりませんでした。' }]);
  renderWithProviders(<ExpertDetailPage />, { route: '/admin/experts/99', path: PATH });
  expect(await screen.findByText('この専門家は見つかりませんでした。すでに削除された可能性があります。')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '専門家の一覧へ戻る' })).toHaveAttribute('href', '/admin/experts');
});
