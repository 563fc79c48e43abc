// Before a paid member's first question, the agreement that posts are public
// (docs/product.md#consent-before-the-first-post): the guide stays, the form waits for the agreement.
import userEvent from '@testing-library/user-event';
import { useSession } from '@hiroba/api-client';
import { answer, category, tag } from '@hiroba/api-client/test-support';
import { useSnackbar } from '@hiroba/shared-ui';
import { makeUser, paged, renderWithProviders, screen, signIn, waitFor, afterCallsArrive } from '@hiroba/shared-ui/test';
import PostQuestionPage from './post-question-page';

const user = userEvent.setup();

afterEach(() => {
  useSession.getState().clear();
  useSnackbar.getState().close();
});

const base = makeUser('paid_member');
const newcomer = makeUser('paid_member', { posting_consent_at: null, capabilities: { ...base.capabilities, needs_posting_consent: true } });

function mockChoices() {
  return [
    answer('get', 'categories', paged([category(1, '制度・手続き')])),
    answer('get', 'tags', paged([tag(1, '年金')])),
    answer('get', 'expert_infos', paged([])),
  ];
}

it('shows the guide and asks for the agreement before loading the form', async () => {
  const choices = mockChoices();
  signIn(newcomer);
  renderWithProviders(<PostQuestionPage />, { route: '/my-page/post-question' });
  expect(screen.getByRole('heading', { name: '回答をもらいやすい質問の書き方' })).toBeInTheDocument();
  const panel = screen.getByRole('region', { name: '質問を書く前に、お読みください' });
  expect(panel).toHaveTextContent('要配慮個人情報');
  expect(screen.getByRole('heading', { level: 2, name: '質問を書く前に、お読みください' })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'タイトル' })).not.toBeInTheDocument();
  await afterCallsArrive();
  for (const { calls } of choices) expect(calls).toHaveLength(0);
});

it('after the agreement the form appears and the member is told so', async () => {
  mockChoices();
  const agree = answer('put', 'users/:id/posting_consent', { data: makeUser('paid_member', { posting_consent_at: '2026-05-01T00:00:00.000Z' }) });
  signIn(newcomer);
  renderWithProviders(<PostQuestionPage />, { route: '/my-page/post-question' });
  await user.click(screen.getByRole('checkbox', { name: /公開されることに同意します/ }));
  await user.click(screen.getByRole('button', { name: '同意して投稿に進む' }));
  expect(await screen.findByRole('textbox', { name: 'タイトル' })).toBeInTheDocument();
  expect(agree.calls.map((c) => c.body)).toEqual([{ consent: true }]);
  await waitFor(() => expect(useSnackbar.getState().current?.message).toBe('同意しました。続けて質問を書いてください。'));
});
