import { fireEvent, renderWithProviders, screen, waitFor, within } from '@hiroba/shared-ui/test';
import { answer, answerWith } from '@hiroba/api-client/test-support';
import { HIDDEN_NOTICE, REPORT_REASON_LABELS, REVIEW_DECISION_LABELS, REVIEW_REASON_LABELS } from '@hiroba/contract/fields';
import { useSnackbar } from '@hiroba/shared-ui';
import { paged } from '../../../shared/test/fixtures';
import { makeReview as review } from '../../../shared/test/safety-fixtures';
import ReviewListPage from './review-list-page';

beforeEach(() => useSnackbar.getState().close());

const crisis = review({
  id: 2,
  crisis: true,
  subject: {
    kind: 'question',
    id: 12,
    title: 'もう疲れました',
    text: '毎日がつらくて、消えてしまいたいと思います。',
    author: { id: 15, nickname: 'はなこ' },
    url: '/question-and-answer/一般/12',
    moderation: 'visible',
    deleted: false,
  },
  reasons: [{ reason: 'crisis', detail: '消えてしまいたい' }],
  reports: [],
  next_decisions: ['dismiss'],
});

function card(name: RegExp | string) {
  return screen.getByRole('article', { name });
}

test('lists the open reviews, 心配な投稿 first and marked, each with its text whole, author, reasons, reports, link, state and buttons', async () => {
  const list = answer('get', 'reviews', paged([crisis, review()]));
  renderWithProviders(<ReviewListPage />, { route: '/admin/reports' });

  const articles = await screen.findAllByRole('article');
  expect(list.calls[0].query).toEqual({ page: '1', per: '20', state: 'open' });
  expect(articles.map((a) => a.getAttribute('aria-labelledby') && within(a).getByRole('heading', { level: 2 }).textContent)).toEqual([
    '質問（No.12）',
    '回答・コメント（No.31）',
  ]);
  const first = card('質問（No.12）');
  expect(within(first).getByText(REVIEW_REASON_LABELS.crisis, { selector: '.mantine-Badge-label' })).toBeInTheDocument();
  expect(first).toHaveAttribute('data-crisis', 'true');
  expect(within(first).getByText('もう疲れました')).toBeInTheDocument();
  expect(within(first).getByText(`${REVIEW_REASON_LABELS.crisis}：消えてしまいたい`)).toBeInTheDocument();
  expect(within(first).getAllByRole('button').map((b) => b.textContent)).toEqual([REVIEW_DECISION_LABELS.dismiss]);

  const second = card('回答・コメント（No.31）');
  expect(second).not.toHaveAttribute('data-crisis');
  // The text whole, its line break kept.
  expect(within(second).getByText('作業所の職員はみんな怠け者だ。\nもう行きたくない。', { normalizer: (text) => text })).toBeInTheDocument();
  expect(within(second).getByRole('link', { name: 'たろう' })).toHaveAttribute('href', '/admin/users/free_member/9');
  expect(within(second).getByRole('link', { name: '/question-and-answer/一般/5#comment-31' })).toHaveAttribute('href', '/question-and-answer/一般/5#comment-31');
  expect(within(second).getByText('公開中')).toBeInTheDocument();
  expect(within(second).getByText(REVIEW_REASON_LABELS.report)).toBeInTheDocument();
  expect(within(second).getByText(`${REPORT_REASON_LABELS.abuse}（2件）`, { exact: false })).toBeInTheDocument();
  expect(within(second).getByText('職員の方への悪口です。')).toBeInTheDocument();
  const buttons = within(second).getAllByRole('button');
  expect(buttons.map((b) => b.textContent)).toEqual(['問題なし', '非公開にする', '投稿者に注意する', '利用停止']);
  // Each button says which entry it acts on.
  expect(buttons[0]).toHaveAccessibleDescription('回答・コメント（No.31）');
});

test('the 未対応 / 対応済み switch is the URL and reaches the API; the empty queue says so', async () => {
  const list = answerWith('get', 'reviews', () => ({ body: paged([]) }));
  const view = renderWithProviders(<ReviewListPage />, { route: '/admin/reports' });
  expect(await screen.findByText('未対応の通報・確認はありません。')).toBeInTheDocument();
  const tabs = screen.getByRole('navigation', { name: '対応の状態で切り替える' });
  expect(within(tabs).getByRole('link', { name: '未対応' })).toHaveAttribute('aria-current', 'page');

  fireEvent.click(within(tabs).getByRole('link', { name: '対応済み' }));
  await waitFor(() => expect(list.calls).toHaveLength(2));
  expect(list.calls[1].query.state).toBe('closed');
  expect(view.location()).toBe('/admin/reports?state=closed');
  expect(await screen.findByText('対応済みの通報・確認はまだありません。')).toBeInTheDocument();
});

test('問題なし acts at once with the decision alone, and the list loads again', async () => {
  const list = answerWith('get', 'reviews', (n) => ({ body: paged(n === 0 ? [review()] : []) }));
  const decide = answer('post', 'reviews/:id/decisions', { data: review({ state: 'closed', next_decisions: [] }) });
  renderWithProviders(<ReviewListPage />, { route: '/admin/reports' });

  fireEvent.click(await screen.findByRole('button', { name: '問題なし' }));
  await waitFor(() => expect(decide.calls).toHaveLength(1));
  expect(decide.calls[0].params).toEqual({ id: '1' });
  expect(decide.calls[0].body).toEqual({ decision: 'dismiss' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByText('未対応の通報・確認はありません。')).toBeInTheDocument();
  expect(list.calls).toHaveLength(2);
  expect(useSnackbar.getState().current).toMatchObject({ message: '問題なしとして対応済みにしました。', color: 'success' });
});

test('a refused immediate decision shows the server message beside the buttons', async () => {
  answer('get', 'reviews', paged([review()]));
  answer('post', 'reviews/:id/decisions', { errors: [{ field: 'decision', message: 'この通報・確認はすでに対応済みです。' }] }, { status: 409 });
  renderWithProviders(<ReviewListPage />, { route: '/admin/reports' });
  fireEvent.click(await screen.findByRole('button', { name: '問題なし' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('対応できませんでした');
  expect(alert).toHaveTextContent('この通報・確認はすでに対応済みです。');
});

test('投稿者に注意する asks a message first (required), then sends it with the decision', async () => {
  answer('get', 'reviews', paged([review()]));
  const decide = answer('post', 'reviews/:id/decisions', { data: review({ state: 'closed', next_decisions: [] }) });
  renderWithProviders(<ReviewListPage />, { route: '/admin/reports' });

  fireEvent.click(await screen.findByRole('button', { name: '投稿者に注意する' }));
  const dialog = await screen.findByRole('dialog', { name: '投稿者に注意しますか？' });
  const message = within(dialog).getByRole('textbox', { name: '投稿者へのメッセージ' });
  expect(message).toBeRequired();
  const confirm = within(dialog).getByRole('button', { name: '注意を送る' });
  fireEvent.click(confirm);
  await waitFor(() => expect(message).toHaveAccessibleDescription(/投稿者へのメッセージを入力してください。/));
  expect(message).toHaveAttribute('aria-invalid', 'true');
  expect(decide.calls).toHaveLength(0);

  fireEvent.change(message, { target: { value: ' ほかの方を傷つける書き方は控えてください。 ' } });
  fireEvent.click(confirm);
  fireEvent.click(confirm);
  await waitFor(() => expect(decide.calls).toHaveLength(1));
  expect(decide.calls[0].body).toEqual({ decision: 'warn', message: 'ほかの方を傷つける書き方は控えてください。' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(useSnackbar.getState().current).toMatchObject({ message: '投稿者に注意のメールを送りました。', color: 'success' });
});

test('利用停止 requires the message too; 非公開にする may go without one', async () => {
  answer('get', 'reviews', paged([review()]));
  const decide = answer('post', 'reviews/:id/decisions', { data: review({ state: 'closed', next_decisions: [] }) });
  renderWithProviders(<ReviewListPage />, { route: '/admin/reports' });

  fireEvent.click(await screen.findByRole('button', { name: '利用停止' }));
  const suspend = await screen.findByRole('dialog', { name: '投稿者の利用を停止しますか？' });
  expect(within(suspend).getByRole('textbox', { name: '投稿者へのメッセージ' })).toBeRequired();
  fireEvent.click(within(suspend).getByRole('button', { name: 'やめる' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  fireEvent.click(screen.getByRole('button', { name: '非公開にする' }));
  const hide = await screen.findByRole('dialog', { name: '投稿を非公開にしますか？' });
  expect(hide).toHaveTextContent(HIDDEN_NOTICE);
  expect(within(hide).getByRole('textbox', { name: '投稿者へのメッセージ' })).not.toBeRequired();
  fireEvent.click(within(hide).getByRole('button', { name: '非公開にする' }));
  await waitFor(() => expect(decide.calls).toHaveLength(1));
  expect(decide.calls[0].body).toEqual({ decision: 'hide' });
});

test("the server's refusal of the message lands beside it", async () => {
  answer('get', 'reviews', paged([review()]));
  answer('post', 'reviews/:id/decisions', { errors: [{ field: 'message', message: '投稿者へのメッセージは1000文字以内で入力してください。' }] }, { status: 400 });
  renderWithProviders(<ReviewListPage />, { route: '/admin/reports' });

  fireEvent.click(await screen.findByRole('button', { name: '投稿者に注意する' }));
  const dialog = await screen.findByRole('dialog', { name: '投稿者に注意しますか？' });
  const message = within(dialog).getByRole('textbox', { name: '投稿者へのメッセージ' });
  fireEvent.change(message, { target: { value: '控えてください。' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '注意を送る' }));
  await waitFor(() => expect(message).toHaveAccessibleDescription(/1000文字以内で入力してください。/));
  expect(message).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('keyboard: the dialog keeps focus inside, Escape closes it and focus returns to its button', async () => {
  answer('get', 'reviews', paged([review()]));
  renderWithProviders(<ReviewListPage />, { route: '/admin/reports' });

  const opener = await screen.findByRole('button', { name: '投稿者に注意する' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: '投稿者に注意しますか？' });
  const message = within(dialog).getByRole('textbox', { name: '投稿者へのメッセージ' });
  await waitFor(() => expect(message).toHaveFocus());
  // Tab from the last control goes back to the first inside the dialog, never to the page behind.
  const confirm = within(dialog).getByRole('button', { name: '注意を送る' });
  confirm.focus();
  fireEvent.keyDown(confirm, { key: 'Tab' });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  expect(document.activeElement).not.toBe(confirm);

  fireEvent.keyDown(message, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());
});
