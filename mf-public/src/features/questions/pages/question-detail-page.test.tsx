import { dataChanged, useSession, type Role } from '@hiroba/api-client';
import { answer, answerError, comment, expertInfo, failNetwork, fixture, hold, publicUser, question, reply, pageOf } from '@hiroba/api-client/test-support';
import { FollowStateSchema, LikeStateSchema } from '@hiroba/contract';
import { NOT_FOUND_TITLE, useBreadcrumbStore, useSnackbar } from '@hiroba/shared-ui';
import { act, fireEvent, makeUser, renderWithProviders, screen, waitFor, within, afterCallsArrive } from '@hiroba/shared-ui/test';
import QuestionDetailPage from './question-detail-page';

// The post forms read the help lines' numbers for the personal-information check (none here).
beforeEach(() => answer('get', 'help_lines', pageOf([])));

afterEach(() => {
  jest.restoreAllMocks();
  useSession.getState().clear();
  useSnackbar.getState().close();
});

function open(comments = [comment()], role: Role | null = null, q = question(), userId = 7) {
  if (role) useSession.getState().login('t', makeUser(role, { id: userId }));
  answer('get', 'questions/:id', { data: q });
  answer('get', 'comments/get_comments_by_question_id', { data: comments });
  answer('get', 'questions/:id/related', { data: [] });
  return renderWithProviders(<QuestionDetailPage />, {
    route: `/question-and-answer/${encodeURIComponent(q.qa_type)}/${q.id}`,
    path: '/question-and-answer/:type/:id',
  });
}

const expertAnswer = comment({ id: 30, body: '窓口は福祉課です。', is_expert_answer: true, expert_info: expertInfo(), user: publicUser(30, 'やまだ', 'expert'), created_at: '2026-03-03T00:00:00.000Z' });

describe('QuestionDetailPage', () => {
  it('shows the question with its line breaks, breadcrumbs with category and tag chips', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: '手話通訳を頼むには' })).toBeInTheDocument();
    const body = screen.getByText('市役所で手話通訳をお願いしたいです。\nどこに連絡すればよいですか。', { normalizer: (s) => s });
    expect(body).toHaveStyle({ whiteSpace: 'pre-wrap' });
    const crumbs = useBreadcrumbStore.getState();
    expect(crumbs.items.map((i) => i.text)).toEqual(['トップ', 'Q&A', '一般', '手話通訳を頼むには']);
    expect(crumbs.chips.categories).toEqual([{ text: '暮らし', to: `/column/${encodeURIComponent('暮らし')}` }]);
    expect(crumbs.chips.tags).toEqual([{ text: '手話', to: `/question-and-answer/search/${encodeURIComponent('手話')}` }]);
  });

  it('puts experts’ answers first, marked, with the expert’s name linking to their page', async () => {
    open([comment(), expertAnswer]);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['専門家の回答（1件）', 'みんなのコメント（1件）', 'コメントする']);
    const answer = screen.getAllByRole('article').find((a) => a.textContent?.includes('窓口は福祉課です。'))!;
    expect(answer).toHaveAccessibleName(/^専門家の回答\s*：山田 花子$/);
    expect(within(answer).getByRole('link', { name: /山田 花子/ })).toHaveAttribute('href', '/list-of-experts/5');
  });

  it("links each author's name to their public page, and leaves a withdrawn author's unlinked", async () => {
    const withdrawn = comment({ id: 22, body: '退会した人のコメント', user: null, comment_replies: [reply({ id: 51, comment_id: 22, user: publicUser(9, 'じろう') })] });
    open([comment({ id: 21, user: publicUser(8, 'たろう') }), withdrawn]);
    expect(await screen.findByRole('link', { name: 'はなこ' })).toHaveAttribute('href', '/view-profile/user/7');
    const taro = await screen.findByRole('article', { name: 'たろうさんのコメント' });
    expect(within(taro).getByRole('link', { name: 'たろう' })).toHaveAttribute('href', '/view-profile/user/8');
    const anonymous = screen.getByRole('article', { name: '未設定さんのコメント' });
    expect(within(anonymous).queryByRole('link', { name: '未設定' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'じろうさんの返信' })).getByRole('link', { name: 'じろう' })).toHaveAttribute('href', '/view-profile/user/9');
  });

  it('answers not found when the question does not exist', async () => {
    answerError('get', 'questions/:id', 404, [{ message: '質問が見つかりませんでした。' }]);
    renderWithProviders(<QuestionDetailPage />, { route: '/question-and-answer/一般/999', path: '/question-and-answer/:type/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
  });

  it('likes at once, then takes the server’s count', async () => {
    open([], 'free_member', question(), 8);
    const like = hold('post', 'user_like_questions');
    fireEvent.click(await screen.findByRole('button', { name: 'いいね 2' }));
    const pressed = screen.getByRole('button', { name: 'いいね 3' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(like.calls.map((c) => c.body)).toEqual([{ question_id: 1 }]));
    await act(async () => like.release({ body: { data: fixture(LikeStateSchema, { like_counts: 5, liked: true }) } }));
    expect(await screen.findByRole('button', { name: 'いいね 5' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts a comment’s like back and says so when the server refuses', async () => {
    open([comment()], 'free_member', question(), 8);
    failNetwork('post', 'user_like_comments');
    const button = await screen.findByRole('button', { name: 'たろうさんのコメントにいいね 1' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(button).toHaveTextContent('いいね 1');
    expect(useSnackbar.getState().current?.message).toMatch(/^いいねを変更できませんでした。/);
    expect(useSnackbar.getState().current?.color).toBe('error');
  });

  it('invites a visitor who presses like to log in and come back', async () => {
    open([]);
    const like = answer('post', 'user_like_questions', { data: fixture(LikeStateSchema, { like_counts: 3, liked: true }) });
    fireEvent.click(await screen.findByRole('button', { name: 'お気に入り 1' }));
    const links = screen.getAllByRole('link', { name: 'ログインする' });
    expect(links[0]).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/question-and-answer/${encodeURIComponent('一般')}/1`)}`);
    await afterCallsArrive();
    expect(like.calls).toHaveLength(0);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('appends a reply under its comment at once and focuses it', async () => {
    open([comment()], 'free_member', question(), 9);
    const create = answer('post', 'replies', { data: reply({ body: 'ありがとうございます。\n助かりました。' }) });
    const toggle = await screen.findByRole('button', { name: '返信する' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = screen.getByRole('textbox', { name: 'たろうさんへの返信' });
    fireEvent.change(box, { target: { value: 'ありがとうございます。\n助かりました。' } });
    fireEvent.click(screen.getByRole('button', { name: '返信を送る' }));
    const added = await screen.findByRole('article', { name: '未設定さんの返信' });
    expect(create.calls.map((c) => c.body)).toEqual([{ comment_id: 20, body: 'ありがとうございます。\n助かりました。' }]);
    expect(within(screen.getByRole('region', { name: 'たろうさんへの返信' })).getByText(/助かりました/)).toBeInTheDocument();
    await waitFor(() => expect(added).toHaveFocus());
  });

  it('shows the server’s field error beside the comment field', async () => {
    open([], 'free_member', question(), 9);
    answerError('post', 'comments', 400, [{ field: 'body', message: 'コメントは3000文字以内で入力してください。' }]);
    const box = await screen.findByRole('textbox', { name: 'コメントを書く' });
    fireEvent.change(box, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'コメントを送る' }));
    expect(await screen.findByText('コメントは3000文字以内で入力してください。')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends on Ctrl+Enter, but never while an IME is composing', async () => {
    open([], 'free_member', question(), 9);
    const create = answer('post', 'comments', { data: comment({ id: 21, body: '手話サークルもあります。', user: publicUser(9, 'じろう') }) });
    const box = await screen.findByRole('textbox', { name: 'コメントを書く' });
    fireEvent.change(box, { target: { value: '手話サークルもあります。' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true, isComposing: true });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true, keyCode: 229 });
    await afterCallsArrive();
    expect(create.calls).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(await screen.findByRole('heading', { level: 3, name: 'じろうさんのコメント' })).toHaveFocus();
    expect(create.calls.map((c) => c.body)).toEqual([{ question_id: 1, body: '手話サークルもあります。' }]);
    expect(box).toHaveValue('');
  });

  it('shows the question’s new counts and answer state after a comment, without a reload', async () => {
    open([], 'free_member', question(), 9);
    expect(await screen.findByText('回答待ち・コメント 0件・閲覧 10回')).toBeInTheDocument();
    answer('get', 'questions/:id', { data: question({ comment_counts: 1, answer_state: 'answered' }) });
    answer('post', 'comments', { data: comment({ id: 21, user: publicUser(9, 'じろう') }) });
    fireEvent.change(await screen.findByRole('textbox', { name: 'コメントを書く' }), { target: { value: '福祉課です。' } });
    fireEvent.click(screen.getByRole('button', { name: 'コメントを送る' }));
    await screen.findByRole('heading', { level: 3, name: 'じろうさんのコメント' });
    // What every write through api-client announces (api-client/src/data-changes.test.ts).
    act(() => dataChanged('questions', 'comments'));
    expect(await screen.findByText('回答あり・コメント 1件・閲覧 10回')).toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: 'じろうさんのコメント' })).toHaveLength(1);
  });

  it('labels the form 専門家として回答する for an expert', async () => {
    open([], 'expert', question(), 30);
    expect(await screen.findByRole('textbox', { name: '専門家として回答する' })).toBeInTheDocument();
  });

  it('lets an admin remove a reply, a comment and the question after confirming', async () => {
    open([comment({ can_delete: true, comment_replies: [reply({ can_delete: true })] })], 'admin', question({ can_delete: true }), 1);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const removeReply = answer('delete', 'replies/:id');
    const removeComment = answer('delete', 'comments/:id');
    const removeQuestion = answer('delete', 'questions/:id');
    const replyArticle = await screen.findByRole('article', { name: '未設定さんの返信' });
    fireEvent.click(within(replyArticle).getByRole('button', { name: '削除' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: '未設定さんの返信' })).not.toBeInTheDocument());
    expect(removeReply.calls.map((c) => c.path)).toEqual(['replies/50']);
    expect(useSnackbar.getState().current?.message).toBe('この返信を削除しました。');

    fireEvent.click(within(screen.getByRole('article', { name: 'たろうさんのコメント' })).getByRole('button', { name: '削除' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'たろうさんのコメント' })).not.toBeInTheDocument());
    expect(removeComment.calls.map((c) => c.path)).toEqual(['comments/20']);

    const [questionDelete] = screen.getAllByRole('button', { name: '削除' });
    confirm.mockReturnValueOnce(false);
    fireEvent.click(questionDelete);
    await afterCallsArrive();
    expect(removeQuestion.calls).toHaveLength(0);
    fireEvent.click(questionDelete);
    await waitFor(() => expect(removeQuestion.calls.map((c) => c.path)).toEqual(['questions/1']));
    expect(confirm).toHaveBeenLastCalledWith('この質問を削除しますか？\n削除すると元に戻せません。');
  });

  it('gives the author (a paid member) 編集 and 削除, and no one else', async () => {
    // The server's flags for the author; another member's question has neither.
    const first = open([], 'paid_member', question({ can_edit: true, can_delete: true }), 7);
    expect(await screen.findByRole('link', { name: '編集' })).toHaveAttribute('href', '/my-page/edit-question/1');
    expect(screen.getByRole('button', { name: '削除' })).toBeInTheDocument();
    first.unmount();
    open([], 'paid_member', question(), 8);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: '編集' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '削除' })).not.toBeInTheDocument();
  });

  it('offers an admin 編集 when the server allows it', async () => {
    open([], 'admin', question({ can_edit: true, can_delete: true }), 1);
    expect(await screen.findByRole('link', { name: '編集' })).toHaveAttribute('href', '/my-page/edit-question/1');
    expect(screen.getByRole('button', { name: '削除' })).toBeInTheDocument();
  });

  it('offers a formerly paid author 削除 but not 編集, as the server says', async () => {
    open([], 'free_member', question({ can_edit: false, can_delete: true }), 7);
    expect(await screen.findByRole('button', { name: '削除' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '編集' })).not.toBeInTheDocument();
  });

  it('offers a signed-in reader この質問をフォロー from the question’s own data, and a visitor nothing', async () => {
    const create = answer('post', 'follows', { data: fixture(FollowStateSchema, { target_kind: 'question', target_id: 1, following: true }) });
    const member = open([], 'free_member', question({ following: false }), 8);
    const button = await screen.findByRole('button', { name: 'この質問をフォロー' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'フォロー中' })).toHaveAttribute('aria-pressed', 'true');
    expect(create.calls.map((c) => c.body)).toEqual([{ target_kind: 'question', target_id: 1 }]);
    member.unmount();
    useSession.getState().clear();
    open([], null, question());
    await screen.findByRole('heading', { level: 1 });
    await afterCallsArrive();
    expect(screen.queryByRole('button', { name: /フォロー/ })).not.toBeInTheDocument();
  });

  it('lets a member delete their own comment and reply where the server allows it, and no other', async () => {
    const mine = comment({ id: 21, can_delete: true, user: publicUser(9, 'じろう'), comment_replies: [reply({ id: 51, can_delete: true, user: publicUser(9, 'じろう') })] });
    open([comment(), mine], 'free_member', question(), 9);
    const article = await screen.findByRole('article', { name: 'じろうさんのコメント' });
    expect(within(article).getAllByRole('button', { name: '削除' })).toHaveLength(2);
    expect(within(screen.getByRole('article', { name: 'たろうさんのコメント' })).queryByRole('button', { name: '削除' })).not.toBeInTheDocument();
  });
});
