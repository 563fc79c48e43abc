// 似ている質問 while a new question's title is typed (docs/search.md#similar-and-related-questions):
// asked after a pause, never during an IME composition, cancelled by a newer title; shown under the
// title with each question's state, the count announced; following one keeps what was typed.
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { useSession, type SimilarQuestion } from '@hiroba/api-client';
import { answer, answerError, answerWith, category, expertInfo, pageOf, question, tag, type Reply } from '@hiroba/api-client/test-support';
import { useSnackbar } from '@hiroba/shared-ui';
import { axeViolations } from '@hiroba/shared-ui/test/axe';
import { afterCallsArrive, fireEvent, makeUser, paged, renderWithProviders, screen, signIn, waitFor, within } from '@hiroba/shared-ui/test';
import { SIMILAR_PAUSE_MS } from '../lib/use-similar-questions';
import EditQuestionPage from './edit-question-page';
import PostQuestionPage from './post-question-page';

const user = userEvent.setup();
const SIMILAR = 'search/similar_questions';
const REGION = { name: '似ている質問' };
const LEAD = '同じような質問にすでに回答があるかもしれません。開いても、書いている内容は消えません。';

beforeEach(() => {
  answer('get', 'help_lines', pageOf([]));
  answer('get', 'categories', paged([category(1, '制度・手続き')]));
  answer('get', 'tags', paged([tag(1, '年金')]));
  answer('get', 'expert_infos', paged([]));
});

afterEach(() => {
  useSession.getState().clear();
});

function similar(overrides: Partial<SimilarQuestion> & Pick<SimilarQuestion, 'id' | 'title'>): SimilarQuestion {
  return { qa_type: '専門家', answer_state: 'unanswered', resolved: false, comment_counts: 0, created_at: '2026-04-01T00:00:00.000Z', ...overrides };
}

const FOUND = [
  similar({ id: 31, title: '就労移行支援の事業所の探し方', answer_state: 'expert_answered', comment_counts: 2 }),
  similar({ id: 32, title: '就労移行支援と就労継続支援の違い', qa_type: '一般', answer_state: 'answered', resolved: true, comment_counts: 4 }),
  similar({ id: 33, title: '就労移行支援の見学で聞くこと', qa_type: '一般', answer_state: 'answered', comment_counts: 1 }),
  similar({ id: 34, title: '就労移行支援は何年使えますか', answer_state: 'unanswered' }),
];

function renderPost() {
  signIn(makeUser('paid_member'));
  return renderWithProviders(<PostQuestionPage />, { route: '/my-page/post-question' });
}

const title = () => screen.getByRole('textbox', { name: 'タイトル' });
const status = () => screen.getByRole('status');
/** Longer than the pause, so that a call the form would make has been made. */
const afterThePause = () => afterCallsArrive(SIMILAR_PAUSE_MS + 300);

describe('似ている質問 on the new-question form', () => {
  it('asks once, a pause after the last change, with the trimmed title', async () => {
    const asked = answer('get', SIMILAR, { data: [] });
    renderPost();
    await user.type(await screen.findByRole('textbox', { name: 'タイトル' }), ' 就労移行支援 ');
    expect(asked.calls).toHaveLength(0); // still typing a moment ago
    await waitFor(() => expect(asked.calls).toHaveLength(1));
    expect(asked.calls[0].query).toEqual({ title: '就労移行支援' });
    await afterThePause();
    expect(asked.calls).toHaveLength(1);
  });

  it('asks nothing for a title under two characters, nor again for the same title', async () => {
    const asked = answer('get', SIMILAR, { data: [] });
    renderPost();
    await user.type(await screen.findByRole('textbox', { name: 'タイトル' }), '年');
    await afterThePause();
    expect(asked.calls).toHaveLength(0);
    await user.type(title(), '金');
    await waitFor(() => expect(asked.calls).toHaveLength(1));
    // A space at the end and back: the trimmed title did not change.
    await user.type(title(), ' ');
    await user.type(title(), '{Backspace}');
    await afterThePause();
    expect(asked.calls.map((c) => c.query.title)).toEqual(['年金']);
  });

  it('asks nothing during an IME composition, and asks once it ends', async () => {
    const asked = answer('get', SIMILAR, { data: [] });
    renderPost();
    const box = await screen.findByRole('textbox', { name: 'タイトル' });
    fireEvent.compositionStart(box);
    await user.type(box, 'しゅうろうい');
    await afterThePause();
    expect(asked.calls).toHaveLength(0);
    fireEvent.change(box, { target: { value: '就労移' } });
    fireEvent.compositionEnd(box);
    await waitFor(() => expect(asked.calls).toHaveLength(1));
    expect(asked.calls[0].query).toEqual({ title: '就労移' });
  });

  it('lists the questions under the title: links to their pages, each with its state, and announces how many', async () => {
    answer('get', SIMILAR, { data: FOUND });
    renderPost();
    await screen.findByRole('textbox', { name: 'タイトル' });
    // The live region is there, empty, before anything is found.
    expect(status()).toHaveTextContent('');
    expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument();
    await user.type(title(), '就労移行支援');

    const region = await screen.findByRole('region', REGION);
    expect(within(region).getByRole('heading', { level: 2, name: '似ている質問' })).toBeInTheDocument();
    expect(region).toHaveTextContent(LEAD);
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['就労移行支援の事業所の探し方', `/question-and-answer/${encodeURIComponent('専門家')}/31`],
      ['就労移行支援と就労継続支援の違い', `/question-and-answer/${encodeURIComponent('一般')}/32`],
      ['就労移行支援の見学で聞くこと', `/question-and-answer/${encodeURIComponent('一般')}/33`],
      ['就労移行支援は何年使えますか', `/question-and-answer/${encodeURIComponent('専門家')}/34`],
    ]);
    // The state is text beside the title, and the link's description.
    expect(links.map((link) => link.getAttribute('target'))).toEqual([null, null, null, null]);
    expect(links[0]).toHaveAccessibleDescription('専門家の回答あり');
    expect(links[1]).toHaveAccessibleDescription('解決済み');
    expect(links[2]).toHaveAccessibleDescription('回答あり');
    expect(links[3]).toHaveAccessibleDescription('回答はまだありません');
    expect(status()).toHaveTextContent('似ている質問が4件見つかりました。');
    expect(await axeViolations(region)).toEqual([]);
    // Under the title field, before the body: Tab from the title reaches the first link.
    expect(title().compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(region.compareDocumentPosition(screen.getByRole('textbox', { name: '質問の内容' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    title().focus();
    await user.tab();
    expect(links[0]).toHaveFocus();
  });

  it('shows no region for an empty answer, and says so only when a list was showing', async () => {
    const asked = answerWith('get', SIMILAR, (_n, call) => ({ body: { data: call.query.title === '障害年金' ? FOUND.slice(0, 1) : [] } }));
    renderPost();
    await user.type(await screen.findByRole('textbox', { name: 'タイトル' }), '住まい');
    await waitFor(() => expect(asked.calls).toHaveLength(1));
    await afterCallsArrive();
    expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('');

    await user.clear(title());
    await user.type(title(), '障害年金');
    await screen.findByRole('region', REGION);
    expect(status()).toHaveTextContent('似ている質問が1件見つかりました。');
    await user.type(title(), 'の更新');
    await waitFor(() => expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument());
    expect(status()).toHaveTextContent('似ている質問は見つかりませんでした。');
  });

  it('cancels an ask a newer title replaces, and never shows its answer', async () => {
    let answerFirst: (reply: Reply) => void = () => undefined;
    const asked = answerWith('get', SIMILAR, (n) =>
      n === 0 ? new Promise<Reply>((resolve) => (answerFirst = resolve)) : { body: { data: [FOUND[1]] } },
    );
    renderPost();
    await user.type(await screen.findByRole('textbox', { name: 'タイトル' }), '就労');
    await waitFor(() => expect(asked.calls).toHaveLength(1));
    await user.type(title(), '継続支援');
    await waitFor(() => expect(asked.calls).toHaveLength(2));
    expect(asked.calls.map((c) => c.query.title)).toEqual(['就労', '就労継続支援']);
    const region = await screen.findByRole('region', REGION);
    answerFirst({ body: { data: [FOUND[0]] } });
    await afterCallsArrive();
    expect(within(region).getAllByRole('link').map((link) => link.textContent)).toEqual(['就労移行支援と就労継続支援の違い']);
    expect(status()).toHaveTextContent('似ている質問が1件見つかりました。');
  });

  it('shows nothing and says nothing when the call fails, and writing goes on', async () => {
    const asked = answerError('get', SIMILAR, 500, [{ message: 'サーバーでエラーが発生しました。' }]);
    renderPost();
    await user.type(await screen.findByRole('textbox', { name: 'タイトル' }), '移動支援');
    await waitFor(() => expect(asked.calls).toHaveLength(1));
    await afterCallsArrive();
    expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument();
    // The only alert is the guide's; no message, here or in the snackbar.
    expect(screen.getAllByRole('alert')).toEqual([screen.getByRole('alert', { name: '個人が特定される情報は書かないでください' })]);
    expect(screen.queryByText('サーバーでエラーが発生しました。')).not.toBeInTheDocument();
    expect(useSnackbar.getState().current).toBeNull();
    expect(status()).toHaveTextContent('');
    await user.type(title(), 'の使い方');
    expect(title()).toHaveValue('移動支援の使い方');
  });

  it('keeps the title when a similar question is followed by keyboard, and puts it back in the form on coming back', async () => {
    answer('get', SIMILAR, { data: FOUND.slice(0, 2) });
    answer('get', 'questions/:id', { data: question({ id: 31 }) });
    const me = signIn(makeUser('paid_member'));
    function BackButton() {
      const navigate = useNavigate();
      return <button onClick={() => navigate(-1)}>戻る</button>;
    }
    const view = renderWithProviders(
      <Routes>
        <Route path="/my-page/post-question" element={<PostQuestionPage />} />
        <Route path="/question-and-answer/:type/:id" element={<BackButton />} />
      </Routes>,
      { route: '/my-page/post-question' },
    );
    await user.type(await screen.findByRole('textbox', { name: 'タイトル' }), '就労移行支援');
    const region = await screen.findByRole('region', REGION);
    // Right after a last character, before the form's own pause: the text is kept all the same.
    await user.type(title(), 'の探し方');
    await user.tab();
    expect(within(region).getAllByRole('link')[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(view.location()).toBe(`/question-and-answer/${encodeURIComponent('専門家')}/31`));
    const kept = JSON.parse(localStorage.getItem(`hiroba:question-draft:user-${me.id}:new`) ?? 'null') as { values: { title: string } } | null;
    expect(kept?.values.title).toBe('就労移行支援の探し方');

    await user.click(screen.getByRole('button', { name: '戻る' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'タイトル' })).toHaveValue('就労移行支援の探し方'));
    expect(view.location()).toBe('/my-page/post-question');
    expect(screen.queryByRole('alert', { name: '保存していない下書きがあります' })).not.toBeInTheDocument();
    await waitFor(() => expect(title()).toHaveFocus());
  });

  it('only offers the kept text, as before, when the form is opened another way', async () => {
    answer('get', SIMILAR, { data: FOUND.slice(0, 1) });
    const first = renderPost();
    await user.type(await screen.findByRole('textbox', { name: 'タイトル' }), '就労移行支援');
    await screen.findByRole('region', REGION);
    first.unmount();
    renderPost();
    expect(await screen.findByRole('alert', { name: '保存していない下書きがあります' })).toBeInTheDocument();
    expect(title()).toHaveValue('');
  });
});

describe('似ている質問 when editing a question', () => {
  it('asks nothing and shows no region', async () => {
    const asked = answer('get', SIMILAR, { data: FOUND });
    answer('get', 'questions/:id', {
      data: question({ id: 42, title: '障害年金の更新について', category: category(1, '制度・手続き'), expert_info: expertInfo({ id: 11 }), can_edit: true }),
    });
    signIn(makeUser('paid_member'));
    renderWithProviders(<EditQuestionPage />, { route: '/my-page/edit-question/42', path: '/my-page/edit-question/:id?' });
    await user.type(await screen.findByRole('textbox', { name: 'タイトル' }), 'の準備');
    await afterThePause();
    expect(asked.calls).toHaveLength(0);
    expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument();
  });
});
