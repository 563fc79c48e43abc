// Before a member's first comment or reply, the page says that posts are public (disability and
// health details included), advises leaving out what identifies anyone, and asks for the agreement;
// the form appears once the server has it (docs/product.md#consent-before-the-first-post).
import userEvent from '@testing-library/user-event';
import { useSession } from '@hiroba/api-client';
import { answer, answerError, comment, publicUser, question, pageOf } from '@hiroba/api-client/test-support';
import { useSnackbar } from '@hiroba/shared-ui';
import { makeUser, renderWithProviders, screen, waitFor, within, afterCallsArrive } from '@hiroba/shared-ui/test';
import QuestionDetailPage from './question-detail-page';

// The post forms read the help lines' numbers for the personal-information check (none here).
beforeEach(() => answer('get', 'help_lines', pageOf([])));

const user = userEvent.setup();

afterEach(() => {
  useSession.getState().clear();
  useSnackbar.getState().close();
});

const newcomer = makeUser('free_member', {
  id: 9,
  posting_consent_at: null,
  capabilities: { ...makeUser('free_member').capabilities, needs_posting_consent: true },
});
const consented = makeUser('free_member', { id: 9, posting_consent_at: '2026-03-05T01:00:00.000Z' });

function open(signedIn = newcomer) {
  useSession.getState().login('t', signedIn);
  answer('get', 'questions/:id', { data: question() });
  answer('get', 'comments/get_comments_by_question_id', { data: [comment()] });
  answer('get', 'questions/:id/related', { data: [] });
  return renderWithProviders(<QuestionDetailPage />, { route: `/question-and-answer/${encodeURIComponent('一般')}/1`, path: '/question-and-answer/:type/:id' });
}

describe('the consent before the first post', () => {
  it('explains what is public and what to leave out, with a labelled checkbox, instead of the comment form', async () => {
    open();
    const panel = await screen.findByRole('region', { name: 'コメントを書く前に、お読みください' });
    expect(panel).toHaveTextContent('だれでも読める場所に公開されます');
    expect(panel).toHaveTextContent('要配慮個人情報');
    expect(panel).toHaveTextContent(/お名前、住所、電話番号、メールアドレス.*施設・事業所や病院の名前/);
    expect(within(panel).getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(panel).getByRole('checkbox', { name: /公開されることに同意します/ })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'コメントを書く' })).not.toBeInTheDocument();
  });

  it('asks for the tick beside the checkbox before calling the server', async () => {
    const agree = answer('put', 'users/:id/posting_consent', { data: consented });
    open();
    await user.click(await screen.findByRole('button', { name: '同意して投稿に進む' }));
    const box = screen.getByRole('checkbox', { name: /公開されることに同意します/ });
    expect(box).toHaveAccessibleDescription('投稿についての説明を読んで、同意のチェックを入れてください。');
    await waitFor(() => expect(box).toHaveFocus());
    await afterCallsArrive();
    expect(agree.calls).toHaveLength(0);
  });

  it('sends the agreement, then shows the comment form with the focus in it, and the comment goes through', async () => {
    const agree = answer('put', 'users/:id/posting_consent', { data: consented });
    const create = answer('post', 'comments', { data: comment({ id: 21, body: '福祉課です。', user: publicUser(9, 'じろう') }) });
    open();
    await user.click(await screen.findByRole('checkbox', { name: /公開されることに同意します/ }));
    await user.click(screen.getByRole('button', { name: '同意して投稿に進む' }));
    const box = await screen.findByRole('textbox', { name: 'コメントを書く' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(agree.calls.map((c) => [c.params.id, c.body])).toEqual([['9', { consent: true }]]);
    expect(useSession.getState().user?.posting_consent_at).toBe('2026-03-05T01:00:00.000Z');
    expect(screen.queryByRole('region', { name: 'コメントを書く前に、お読みください' })).not.toBeInTheDocument();
    await user.type(box, '福祉課です。');
    await user.click(screen.getByRole('button', { name: 'コメントを送る' }));
    await waitFor(() => expect(create.calls).toHaveLength(1));
  });

  it('asks before the first reply too, inside the opened reply form', async () => {
    open();
    const target = await screen.findByRole('article', { name: 'たろうさんのコメント' });
    await user.click(within(target).getByRole('button', { name: '返信する' }));
    const panel = within(target).getByRole('region', { name: '返信を書く前に、お読みください' });
    expect(within(panel).getByRole('checkbox', { name: /公開されることに同意します/ })).toBeInTheDocument();
    expect(within(target).queryByRole('textbox', { name: 'たろうさんへの返信' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the panel and keeps it', async () => {
    answerError('put', 'users/:id/posting_consent', 403, [{ message: 'アカウントの設定は、ご本人だけが変更できます。' }]);
    open();
    await user.click(await screen.findByRole('checkbox', { name: /公開されることに同意します/ }));
    await user.click(screen.getByRole('button', { name: '同意して投稿に進む' }));
    expect(await screen.findByRole('alert', { name: '同意を送れませんでした' })).toHaveTextContent('アカウントの設定は、ご本人だけが変更できます。');
    expect(screen.queryByRole('textbox', { name: 'コメントを書く' })).not.toBeInTheDocument();
  });

  it('does not ask someone who has agreed already', async () => {
    open(consented);
    expect(await screen.findByRole('textbox', { name: 'コメントを書く' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /公開されることに同意します/ })).not.toBeInTheDocument();
  });
});
