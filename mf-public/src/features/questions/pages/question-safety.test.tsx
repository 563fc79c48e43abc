// What the safety features show on a question's page (docs/moderation.md): 通報する where the server
// allows it, the marks of a held or hidden post for its author, a hidden post's notice for others,
// and the crisis panel first after a comment or reply whose answer asks for it.
import { useSession } from '@hiroba/api-client';
import { answer, comment, fixture, pageOf, publicUser, question, reply } from '@hiroba/api-client/test-support';
import { HelpLineSchema, ReportCreatedSchema } from '@hiroba/contract';
import { CRISIS_HELP_HEADING, HELD_NOTICE, HIDDEN_NOTICE, REPORT_REASON_LABELS } from '@hiroba/contract/fields';
import { REPORT_THANKS } from '@hiroba/shared-ui';
import { fireEvent, makeUser, renderWithProviders, screen, waitFor, within } from '@hiroba/shared-ui/test';
import userEvent from '@testing-library/user-event';
import QuestionDetailPage from './question-detail-page';

// The post forms read the help lines' numbers for the personal-information check (none here).
beforeEach(() => answer('get', 'help_lines', pageOf([])));

afterEach(() => useSession.getState().clear());

function open(q = question(), comments = [comment()]) {
  useSession.getState().login('t', makeUser('free_member', { id: 9 }));
  answer('get', 'questions/:id', { data: q });
  answer('get', 'comments/get_comments_by_question_id', { data: comments });
  answer('get', 'questions/:id/related', { data: [] });
  return renderWithProviders(<QuestionDetailPage />, { route: `/question-and-answer/${encodeURIComponent(q.qa_type)}/${q.id}`, path: '/question-and-answer/:type/:id' });
}

const helpLines = () =>
  answer('get', 'help_lines', pageOf([fixture(HelpLineSchema, { id: 1, name: 'いのちの電話', number: '0570-783-556', hours: '毎日 10時〜22時', note: null, sort_order: 0, checked_on: '2026-01-01', updated_at: '2026-01-01T00:00:00.000Z' })]));

it('offers 通報する only where can_report is true, and sends the report from its dialog', async () => {
  const user = userEvent.setup();
  const sent = answer('post', 'reports', { data: fixture(ReportCreatedSchema, { id: 1, created_at: '2026-03-01T00:00:00.000Z' }) }, { status: 201 });
  open(question({ can_report: true }), [comment({ can_report: true, comment_replies: [reply({ can_report: false })] })]);
  await screen.findByRole('heading', { level: 3, name: 'たろうさんのコメント' });
  const buttons = screen.getAllByRole('button', { name: /^通報する/ });
  expect(buttons.map((b) => b.textContent)).toEqual(['通報する（この質問）', '通報する（たろうさんのコメント）']);

  await user.click(buttons[1]);
  const dialog = await screen.findByRole('dialog', { name: '投稿を通報する' });
  await user.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.abuse }));
  await user.click(within(dialog).getByRole('button', { name: '通報する' }));
  expect(await within(dialog).findByText(REPORT_THANKS)).toBeInTheDocument();
  expect(sent.calls.map((c) => c.body)).toEqual([{ item_kind: 'comment', item_id: comment().id, reason: 'abuse' }]);
});

it('marks its author’s held question 確認中 and hidden comment 非公開; others read the hidden notice', async () => {
  open(question({ moderation: 'held' }), [comment({ moderation: 'hidden', user: publicUser(9, 'じろう') }), comment({ id: 40, body: HIDDEN_NOTICE })]);
  expect(await screen.findByText(HELD_NOTICE)).toBeInTheDocument();
  expect(screen.getByText('確認中')).toBeInTheDocument();
  const own = (await screen.findByRole('heading', { level: 3, name: 'じろうさんのコメント' })).closest('article')!;
  expect(within(own).getByText('非公開')).toBeInTheDocument();
  expect(screen.getByText(HIDDEN_NOTICE)).toBeInTheDocument();
});

it('shows the crisis panel first, focused, after a comment whose answer says crisis_help', async () => {
  const lines = helpLines();
  open();
  answer('post', 'comments', { data: { ...comment({ id: 21, body: 'もう疲れました。', user: publicUser(9, 'じろう') }), crisis_help: true } });
  fireEvent.change(await screen.findByRole('textbox', { name: 'コメントを書く' }), { target: { value: 'もう疲れました。' } });
  fireEvent.click(screen.getByRole('button', { name: 'コメントを送る' }));

  const panel = await screen.findByRole('region', { name: CRISIS_HELP_HEADING });
  await waitFor(() => expect(within(panel).getByRole('heading', { name: CRISIS_HELP_HEADING })).toHaveFocus());
  expect(await within(panel).findByRole('link', { name: 'いのちの電話：0570-783-556' })).toHaveAttribute('href', 'tel:0570783556');
  // First on the page: before the question's h1.
  const h1 = screen.getByRole('heading', { level: 1 });
  expect(panel.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // Every line (the personal-information check may have asked for them too, for their numbers).
  expect(lines.calls.map((c) => c.query)).toContainEqual({ per: 'all' });
  expect(lines.calls.every((c) => c.query.per === 'all')).toBe(true);
  expect(screen.getByText('もう疲れました。')).toBeInTheDocument();
});

it('shows the crisis panel after a reply whose answer says crisis_help', async () => {
  helpLines();
  open();
  answer('post', 'replies', { data: { ...reply({ id: 51, body: '消えてしまいたい', user: publicUser(9, 'じろう') }), crisis_help: true } });
  fireEvent.click(await screen.findByRole('button', { name: '返信する' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'たろうさんへの返信' }), { target: { value: '消えてしまいたい' } });
  fireEvent.click(screen.getByRole('button', { name: '返信を送る' }));
  const panel = await screen.findByRole('region', { name: CRISIS_HELP_HEADING });
  await waitFor(() => expect(within(panel).getByRole('heading', { name: CRISIS_HELP_HEADING })).toHaveFocus());
});

it('warns of a phone number in a comment: 修正する keeps it, このまま投稿 sends it as typed; a help line number passes', async () => {
  const user = userEvent.setup();
  helpLines();
  open();
  const sent = answer('post', 'comments', { data: comment({ id: 23, body: '確認中です', user: publicUser(9, 'じろう') }) });
  const field = await screen.findByRole('textbox', { name: 'コメントを書く' });
  await user.type(field, '0570-783-556に相談しました。私は03-1234-5678です。');
  await user.click(screen.getByRole('button', { name: 'コメントを送る' }));

  const warning = await screen.findByRole('region', { name: '個人情報が含まれているかもしれません' });
  // The help line's number is no finding; the person's own is.
  expect(Array.from(warning.querySelectorAll('mark'), (m) => m.textContent)).toEqual(['03-1234-5678（電話番号）']);
  await user.click(within(warning).getByRole('button', { name: '修正する' }));
  await waitFor(() => expect(field).toHaveFocus());
  expect(field).toHaveValue('0570-783-556に相談しました。私は03-1234-5678です。');
  expect(sent.calls).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'コメントを送る' }));
  await user.click(within(await screen.findByRole('region', { name: '個人情報が含まれているかもしれません' })).getByRole('button', { name: 'このまま投稿' }));
  await waitFor(() => expect(sent.calls.map((c) => c.body)).toEqual([{ question_id: 1, body: '0570-783-556に相談しました。私は03-1234-5678です。' }]));
});

it('shows no crisis panel after an ordinary comment', async () => {
  open();
  answer('post', 'comments', { data: comment({ id: 22, body: '市の窓口で聞きました。', user: publicUser(9, 'じろう') }) });
  fireEvent.change(await screen.findByRole('textbox', { name: 'コメントを書く' }), { target: { value: '市の窓口で聞きました。' } });
  fireEvent.click(screen.getByRole('button', { name: 'コメントを送る' }));
  await screen.findByRole('heading', { level: 3, name: 'じろうさんのコメント' });
  expect(screen.queryByRole('region', { name: CRISIS_HELP_HEADING })).not.toBeInTheDocument();
});
