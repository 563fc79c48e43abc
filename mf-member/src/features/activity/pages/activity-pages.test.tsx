import userEvent from '@testing-library/user-event';
import { useSession } from '@hiroba/api-client';
import { answer, answerWith, columnFavoriteState, columnSummary, failNetwork, fixture, hold, myComment, question } from '@hiroba/api-client/test-support';
import { FavoriteStateSchema } from '@hiroba/contract';
import { useSnackbar } from '@hiroba/shared-ui';
import { act, makeUser, paged, renderWithProviders, screen, signIn, waitFor, within } from '@hiroba/shared-ui/test';
import FavoriteListPage from './favorite-list-page';
import MyAnswerPage from './my-answer-page';
import MyQuestionPage from './my-question-page';

const user = userEvent.setup();

afterEach(() => {
  useSession.getState().clear();
  useSnackbar.getState().close();
});

const QUESTION_URL = `/question-and-answer/${encodeURIComponent('一般')}/42`;
// The member's own question of these tests, and what the server says of it to a paid member.
const PENSION = { id: 42, title: '障害年金の更新について' };
const MINE = { can_edit: true, can_delete: true };

describe('MyQuestionPage', () => {
  it('lists the member’s questions with answer state, counts, edit and delete, and pages', async () => {
    const mine = answer(
      'get',
      'questions/my_questions',
      paged([question({ ...PENSION, ...MINE }), question({ ...MINE, id: 43, title: '手話通訳の頼み方', answer_state: 'expert_answered', qa_type: '専門家', comment_counts: 2 })], {
        total: 45,
      }),
    );
    signIn(makeUser('paid_member'));
    renderWithProviders(<MyQuestionPage />, { route: '/my-page/my-question?page=2' });
    const list = await screen.findByRole('list', { name: '投稿した質問' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: '障害年金の更新について' })).toHaveAttribute('href', QUESTION_URL);
    expect(within(rows[0]).getByText('回答待ち')).toBeInTheDocument();
    expect(within(rows[1]).getByText('専門家の回答あり')).toBeInTheDocument();
    expect(within(rows[1]).getByText(/回答・コメント 2件/)).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: '編集' })).toHaveAttribute('href', '/my-page/edit-question/42');
    expect(within(rows[0]).getByRole('link', { name: '編集' })).toHaveAccessibleDescription('障害年金の更新について');
    expect(within(rows[1]).getByRole('button', { name: '「手話通訳の頼み方」を削除' })).toBeInTheDocument();
    expect(screen.getByText('全部で 45件')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '投稿した質問のページ送り' })).toBeInTheDocument();
    expect(mine.calls.map((c) => c.query)).toEqual([{ page: '2', per: '20' }]);
  });

  it('deletes a question after confirmation and reloads the list', async () => {
    const mine = answerWith('get', 'questions/my_questions', (n) => ({ body: n === 0 ? paged([question({ ...PENSION, ...MINE })]) : paged([]) }));
    const remove = answer('delete', 'questions/:id');
    signIn(makeUser('paid_member'));
    renderWithProviders(<MyQuestionPage />, { route: '/my-page/my-question' });
    await user.click(await screen.findByRole('button', { name: '「障害年金の更新について」を削除' }));
    await user.click(within(await screen.findByRole('dialog', { name: '質問を削除しますか？' })).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('まだ質問がありません')).toBeInTheDocument();
    expect(remove.calls.map((c) => c.params)).toEqual([{ id: '42' }]);
    expect(mine.calls).toHaveLength(2);
    expect(useSnackbar.getState().current).toMatchObject({ message: '質問を削除しました。', color: 'success' });
  });

  it('offers a free member (a former paid member) delete but neither edit nor 質問する', async () => {
    // What the server says of a formerly paid author's question.
    answer('get', 'questions/my_questions', paged([question({ ...PENSION, can_edit: false, can_delete: true })]));
    signIn(makeUser('free_member'));
    renderWithProviders(<MyQuestionPage />, { route: '/my-page/my-question' });
    expect(await screen.findByRole('button', { name: /を削除/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '編集' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '質問する' })).not.toBeInTheDocument();
  });

  it('says what went wrong and retries', async () => {
    const unreachable = failNetwork('get', 'questions/my_questions');
    signIn(makeUser('paid_member'));
    renderWithProviders(<MyQuestionPage />, { route: '/my-page/my-question' });
    expect(await screen.findByText(/通信できませんでした/)).toBeInTheDocument();
    const mine = answer('get', 'questions/my_questions', paged([]));
    await user.click(screen.getByRole('button', { name: 'もう一度読み込む' }));
    expect(await screen.findByText('まだ質問がありません')).toBeInTheDocument();
    // The first load (which the client tries twice, as it does any read), then the retry.
    expect(unreachable.calls).toHaveLength(2);
    expect(mine.calls).toHaveLength(1);
  });
});

describe('MyAnswerPage', () => {
  // The member's answer to their question, in two lines.
  const ANSWER = { id: 5, body: '年金事務所で相談できます。\n予約がおすすめです。', question: { ...PENSION, qa_type: '一般' as const } };

  it('lists the member’s comments with links to their questions and line breaks kept', async () => {
    answer('get', 'comments/my_comments', paged([myComment(ANSWER), myComment({ id: 6, question: null, is_expert_answer: true, body: '消えた質問への回答' })]));
    signIn(makeUser('free_member'));
    renderWithProviders(<MyAnswerPage />, { route: '/my-page/my-answer' });
    const list = await screen.findByRole('list', { name: '書いた回答・コメント' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('link', { name: '障害年金の更新について' })).toHaveAttribute('href', `${QUESTION_URL}#comment-5`);
    const text = within(first).getByText(/年金事務所で相談できます。/);
    expect(text.textContent).toBe('年金事務所で相談できます。\n予約がおすすめです。');
    expect(text).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(within(second).getByText('削除された質問')).toBeInTheDocument();
    expect(within(second).getByText('専門家の回答')).toBeInTheDocument();
  });

  it('shows the empty state when there is nothing yet', async () => {
    answer('get', 'comments/my_comments', paged([]));
    signIn(makeUser('free_member'));
    renderWithProviders(<MyAnswerPage />, { route: '/my-page/my-answer' });
    expect(await screen.findByText('まだ回答がありません')).toBeInTheDocument();
  });
});

describe('FavoriteListPage', () => {
  function renderFavorites() {
    answer('get', 'question_favorites/my_favorite_questions', paged([question({ ...PENSION, favorited: true, favorite_counts: 3 })]));
    answer('get', 'column_favorites/my_favorite_columns', paged([columnSummary({ favorited: true, favorite_counts: 4 })]));
    signIn(makeUser('free_member'));
    renderWithProviders(<FavoriteListPage />, { route: '/my-page/favorite-list' });
  }

  it('unfavorites at once, takes the server’s count, and favorites again', async () => {
    const remove = answer('delete', 'question_favorites/delete_favorite_by_user_id_and_question_id', {
      data: fixture(FavoriteStateSchema, { id: null, question_id: 42, favorite_counts: 5, favorited: false }),
    });
    const create = answer('post', 'question_favorites', {
      data: fixture(FavoriteStateSchema, { id: 9, question_id: 42, favorite_counts: 6, favorited: true }),
    });
    renderFavorites();
    const toggle = await screen.findByRole('button', { name: 'お気に入り 3' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleDescription('障害年金の更新について');
    await user.click(toggle);
    expect(await screen.findByRole('button', { name: 'お気に入り 5' })).toHaveAttribute('aria-pressed', 'false');
    expect(remove.calls.map((c) => c.query)).toEqual([{ question_id: '42' }]);
    await user.click(screen.getByRole('button', { name: 'お気に入り 5' }));
    expect(await screen.findByRole('button', { name: 'お気に入り 6' })).toHaveAttribute('aria-pressed', 'true');
    expect(create.calls.map((c) => c.body)).toEqual([{ question_id: 42 }]);
  });

  it('changes the count before the server answers and rolls back with a message on failure', async () => {
    const unfavorite = hold('delete', 'question_favorites/delete_favorite_by_user_id_and_question_id');
    renderFavorites();
    await user.click(await screen.findByRole('button', { name: 'お気に入り 3' }));
    expect(screen.getByRole('button', { name: 'お気に入り 2' })).toHaveAttribute('aria-pressed', 'false');
    act(() => unfavorite.release({ networkError: true }));
    expect(await screen.findByRole('button', { name: 'お気に入り 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(useSnackbar.getState().current).toMatchObject({ color: 'error', message: expect.stringContaining('お気に入りから外せませんでした') });
  });

  it('lists the favorite columns with their category, link and toggle', async () => {
    const mine = answer('get', 'column_favorites/my_favorite_columns', paged([columnSummary({ favorited: true, favorite_counts: 4 })]));
    answer('get', 'question_favorites/my_favorite_questions', paged([]));
    signIn(makeUser('free_member'));
    renderWithProviders(<FavoriteListPage />, { route: '/my-page/favorite-list?column_page=2' });
    const list = await screen.findByRole('list', { name: 'お気に入りのコラム' });
    const [row] = within(list).getAllByRole('listitem');
    expect(within(row).getByRole('link', { name: '就労移行支援を使うまでの流れ' })).toHaveAttribute('href', '/column/column-detail/1');
    expect(within(row).getByText('就労支援')).toBeInTheDocument();
    expect(within(row).getByText('相談から利用開始まで、何をどの順で進めればよいかをまとめました。')).toBeInTheDocument();
    const toggle = within(row).getByRole('button', { name: 'お気に入り 4' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleDescription('就労移行支援を使うまでの流れ');
    expect(screen.getByText('お気に入りの質問はまだありません')).toBeInTheDocument();
    // The columns page by their own ?column_page=, apart from the questions' ?page=.
    expect(mine.calls.map((c) => c.query)).toEqual([{ page: '2', per: '20' }]);
  });

  it('unfavorites a column at once with DELETE column_favorites/…, takes the server’s count, and favorites it again', async () => {
    const remove = answer('delete', 'column_favorites/delete_favorite_by_user_id_and_column_id', {
      data: columnFavoriteState({ id: null, favorite_counts: 2, favorited: false }),
    });
    const create = answer('post', 'column_favorites', { data: columnFavoriteState({ favorite_counts: 3, favorited: true }) });
    renderFavorites();
    const list = await screen.findByRole('list', { name: 'お気に入りのコラム' });
    await user.click(within(list).getByRole('button', { name: 'お気に入り 4' }));
    expect(await within(list).findByRole('button', { name: 'お気に入り 2' })).toHaveAttribute('aria-pressed', 'false');
    expect(remove.calls.map((c) => c.query)).toEqual([{ column_id: '1' }]);
    // The row stays, so a slip is undone by pressing again.
    await user.click(within(list).getByRole('button', { name: 'お気に入り 2' }));
    expect(await within(list).findByRole('button', { name: 'お気に入り 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(create.calls.map((c) => c.body)).toEqual([{ column_id: 1 }]);
  });

  it('puts a column’s favorite back with a message when the server cannot be reached', async () => {
    const unfavorite = hold('delete', 'column_favorites/delete_favorite_by_user_id_and_column_id');
    renderFavorites();
    const list = await screen.findByRole('list', { name: 'お気に入りのコラム' });
    await user.click(within(list).getByRole('button', { name: 'お気に入り 4' }));
    expect(within(list).getByRole('button', { name: 'お気に入り 3' })).toHaveAttribute('aria-pressed', 'false');
    act(() => unfavorite.release({ networkError: true }));
    expect(await within(list).findByRole('button', { name: 'お気に入り 4' })).toHaveAttribute('aria-pressed', 'true');
    expect(useSnackbar.getState().current).toMatchObject({ color: 'error', message: expect.stringContaining('お気に入りから外せませんでした') });
  });

  it('shows the empty states', async () => {
    answer('get', 'question_favorites/my_favorite_questions', paged([]));
    answer('get', 'column_favorites/my_favorite_columns', paged([]));
    signIn(makeUser('free_member'));
    renderWithProviders(<FavoriteListPage />, { route: '/my-page/favorite-list' });
    expect(await screen.findByText('お気に入りの質問はまだありません')).toBeInTheDocument();
    expect(await screen.findByText('お気に入りのコラムはまだありません')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2));
  });
});
