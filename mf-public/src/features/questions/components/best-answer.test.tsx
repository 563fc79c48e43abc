// ベストアンサー on the question page: the button only where the server lets this person choose and
// only on public answers other than the chosen one; its dialog (loaded on first use) with the お礼,
// the server's refusals beside their field; the chosen answer's mark and お礼; 解決済み by the title.
import { useSession } from '@hiroba/api-client';
import { answer, answerError, comment, pageOf, publicUser, question } from '@hiroba/api-client/test-support';
import { LIMITS } from '@hiroba/contract/fields';
import { axeViolations } from '@hiroba/shared-ui/test/axe';
import { makeUser, renderWithProviders, screen, waitFor, within } from '@hiroba/shared-ui/test';
import userEvent from '@testing-library/user-event';
import { CommentThread, type BestAnswerState } from './comment-thread';
import { QuestionMain } from './question-main';

// The post forms read the help lines' numbers for the personal-information check (none here).
beforeEach(() => answer('get', 'help_lines', pageOf([])));
afterEach(() => useSession.getState().clear());

const CHOOSE = /^ベストアンサーに選ぶ/;
const member = comment({ id: 20, body: '福祉課に聞くとよいですよ。', user: publicUser(8, 'たろう') });
const other = comment({ id: 21, body: '相談支援専門員に聞けます。', user: publicUser(9, 'じろう') });
const hidden = comment({ id: 22, body: '非表示の回答', user: publicUser(10, 'さぶろう'), moderation: 'hidden' });

function thread(best: BestAnswerState, comments = [member, other]) {
  useSession.getState().login('t', makeUser('paid_member', { id: 7 }));
  return renderWithProviders(<CommentThread questionId={1} initial={comments} best={best} />);
}

it('offers ベストアンサーに選ぶ on each public answer when the server allows it, never otherwise', () => {
  const { unmount } = thread({ chosen: null, canChoose: true }, [member, other, hidden]);
  expect(screen.getByRole('button', { name: 'ベストアンサーに選ぶ （たろうさんのコメント）' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ベストアンサーに選ぶ （じろうさんのコメント）' })).toBeInTheDocument();
  // A hidden answer cannot be chosen (the server refuses it too).
  expect(screen.getAllByRole('button', { name: CHOOSE })).toHaveLength(2);
  unmount();

  thread({ chosen: null, canChoose: false });
  expect(screen.queryByRole('button', { name: CHOOSE })).not.toBeInTheDocument();
});

it('marks the chosen answer in its heading with the asker’s お礼 under it, and offers only the others', async () => {
  const { container } = thread({ chosen: { comment_id: 20, thanks: 'とても助かりました。\nありがとうございます。', chosen_at: '2026-03-02T00:00:00.000Z' }, canChoose: true });
  const heading = screen.getByRole('heading', { level: 3, name: /^たろうさんのコメント\s*ベストアンサー$/ });
  const chosen = heading.closest('article')!;
  expect(within(chosen).getByRole('heading', { level: 4, name: '質問者からのお礼' })).toBeInTheDocument();
  expect(within(chosen).getByText(/とても助かりました。/)).toBeInTheDocument();
  expect(within(chosen).queryByRole('button', { name: CHOOSE })).not.toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: CHOOSE })).toHaveLength(1);
  expect(await axeViolations(container)).toEqual([]);
});

it('chooses through the dialog with a trimmed お礼, then closes it', async () => {
  const user = userEvent.setup();
  const put = answer('put', 'questions/:id/best_answer', { data: question({ resolved: true, best_answer: { comment_id: 21, thanks: 'ありがとう', chosen_at: '2026-03-02T00:00:00.000Z' } }) });
  thread({ chosen: null, canChoose: true });
  await user.click(screen.getByRole('button', { name: 'ベストアンサーに選ぶ （じろうさんのコメント）' }));
  const dialog = await screen.findByRole('dialog', { name: 'ベストアンサーに選ぶ' });
  const thanks = within(dialog).getByRole('textbox', { name: `お礼（任意・${LIMITS.bestAnswer.thanks}文字まで）` });
  await waitFor(() => expect(thanks).toHaveFocus());
  expect(await axeViolations(dialog)).toEqual([]);

  await user.type(thanks, '  ありがとう  ');
  await user.click(within(dialog).getByRole('button', { name: 'ベストアンサーに選ぶ' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(put.calls.map((c) => [c.params, c.body])).toEqual([[{ id: '1' }, { comment_id: 21, thanks: 'ありがとう' }]]);
});

it('shows the server’s refusal beside the お礼, and one about the answer above the buttons', async () => {
  const user = userEvent.setup();
  answerError('put', 'questions/:id/best_answer', 400, [{ field: 'thanks', message: 'お礼に、個人情報かもしれない内容が含まれています。' }]);
  thread({ chosen: null, canChoose: true });
  await user.click(screen.getByRole('button', { name: 'ベストアンサーに選ぶ （たろうさんのコメント）' }));
  const dialog = await screen.findByRole('dialog', { name: 'ベストアンサーに選ぶ' });
  const thanks = within(dialog).getByRole('textbox', { name: /^お礼/ });
  await user.type(thanks, '090-1234-5678');
  await user.click(within(dialog).getByRole('button', { name: 'ベストアンサーに選ぶ' }));
  // Beside the field: named by its description, and marked invalid.
  await waitFor(() => expect(thanks).toHaveAccessibleDescription(/お礼に、個人情報かもしれない内容が含まれています。/));
  expect(thanks).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(dialog)).toEqual([]);

  answerError('put', 'questions/:id/best_answer', 409, [{ field: 'comment_id', message: '非表示または確認中の回答・コメントは、ベストアンサーに選べません。' }]);
  await user.click(within(dialog).getByRole('button', { name: 'ベストアンサーに選ぶ' }));
  expect(await within(dialog).findByText('非表示または確認中の回答・コメントは、ベストアンサーに選べません。')).toBeInTheDocument();
});

it('refuses a お礼 over the limit before sending', async () => {
  const user = userEvent.setup();
  const put = answer('put', 'questions/:id/best_answer', { data: question() });
  thread({ chosen: null, canChoose: true });
  await user.click(screen.getByRole('button', { name: 'ベストアンサーに選ぶ （たろうさんのコメント）' }));
  const dialog = await screen.findByRole('dialog', { name: 'ベストアンサーに選ぶ' });
  const thanks = within(dialog).getByRole('textbox', { name: /^お礼/ });
  await user.click(thanks);
  await user.paste('あ'.repeat(LIMITS.bestAnswer.thanks + 1));
  await user.click(within(dialog).getByRole('button', { name: 'ベストアンサーに選ぶ' }));
  await waitFor(() => expect(thanks).toHaveAccessibleDescription(new RegExp(`お礼は${LIMITS.bestAnswer.thanks}文字以内で入力してください。`)));
  expect(put.calls).toHaveLength(0);
});

it('shows 解決済み by the question’s title once it is resolved', async () => {
  const { unmount } = renderWithProviders(<QuestionMain question={question()} />);
  expect(screen.queryByText('解決済み')).not.toBeInTheDocument();
  unmount();
  const { container } = renderWithProviders(<QuestionMain question={question({ resolved: true, best_answer: { comment_id: 20, thanks: null, chosen_at: '2026-03-02T00:00:00.000Z' } })} />);
  expect(within(container.querySelector('header')!).getByText('解決済み')).toBeInTheDocument();
  expect(await axeViolations(container)).toEqual([]);
});
