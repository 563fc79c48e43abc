import { useSession, type Column, type Role } from '@hiroba/api-client';
import { answer, answerError, column, columnFavoriteState, columnSummary, failNetwork, hold } from '@hiroba/api-client/test-support';
import { NOT_FOUND_TITLE, useBreadcrumbStore, useSnackbar } from '@hiroba/shared-ui';
import { act, afterCallsArrive, fireEvent, makeUser, paged, renderWithProviders, screen, waitFor, within } from '@hiroba/shared-ui/test';
import ColumnDetailPage from './column-detail-page';

afterEach(() => {
  useSession.getState().clear();
  useSnackbar.getState().close();
});

const related = columnSummary({ id: 2, title: '障害者手帳で受けられる支援', excerpt: '手帳の等級ごとに、使える制度を紹介します。' });
const popular = columnSummary({ id: 3, title: '障害年金の申請で気をつけること', excerpt: '初診日の証明など、つまずきやすい点をまとめました。' });

/** Opens /column/column-detail/{id} with the column, its related and the popular columns answered. */
function open(c: Column = column(), role: Role | null = null) {
  if (role) useSession.getState().login('t', makeUser(role));
  const get = answer('get', 'columns/:id', { data: c });
  // Answered after columns/:id, so it takes precedence for its own path.
  const popularCalls = answer('get', 'columns/popular_columns', paged([popular], { per: 5 }));
  const relatedCalls = answer('get', 'columns', paged([related], { per: 3 }));
  renderWithProviders(<ColumnDetailPage />, { route: `/column/column-detail/${c.id}`, path: '/column/column-detail/:id?' });
  return { get, popularCalls, relatedCalls };
}

describe('ColumnDetailPage', () => {
  // The page's side lists (related, popular, tags, categories) are asked as it renders: let a test's
  // calls reach its own answers before they are reset, not land in the next test.
  afterEach(() => afterCallsArrive());

  it('shows the article: the title as the one h1, the lead, the eye-catch with its alt text and the body', async () => {
    const { get } = open();
    expect(await screen.findByRole('heading', { level: 1, name: '就労移行支援を使うまでの流れ' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('article', { name: '就労移行支援を使うまでの流れ' })).toBeInTheDocument();
    expect(screen.getByText('相談から利用開始まで、何をどの順で進めればよいかをまとめました。')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '面談室で支援員と話す利用者' })).toHaveAttribute('src', '/uploads/columns/shuro-ikou.webp');
    expect(screen.getByText(/閲覧 120回/)).toBeInTheDocument();
    // The body is the server's clean HTML, its headings carrying the server's ids.
    expect(screen.getByRole('heading', { level: 2, name: '相談する' })).toHaveAttribute('id', 'section-1');
    expect(screen.getByRole('heading', { level: 3, name: '見学で聞くこと' })).toHaveAttribute('id', 'section-3');
    expect(screen.getByText('まずは市区町村の障害福祉課か、相談支援事業所に相談します。')).toBeInTheDocument();
    expect(screen.getByText('就職した人の数')).toBeInTheDocument();
    expect(get.calls.map((c) => c.path)).toEqual(['columns/1']);
    // A published column carries no notice for admins.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the supervisor, linking to their page', async () => {
    open();
    const card = await screen.findByRole('complementary', { name: 'この記事の監修者' });
    expect(within(card).getByRole('link', { name: '山田 花子' })).toHaveAttribute('href', '/list-of-experts/5');
    expect(within(card).getByText('社会福祉士')).toBeInTheDocument();
    expect(within(card).getByText('資格：社会福祉士、精神保健福祉士')).toBeInTheDocument();
  });

  it('gives a table of contents (目次) whose links jump to the body’s headings', async () => {
    open();
    const toc = await screen.findByRole('navigation', { name: '目次' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['相談する', '#section-1'],
      ['事業所を見学する', '#section-2'],
      ['見学で聞くこと', '#section-3'],
    ]);
  });

  it('leaves the table of contents out for a column with fewer than two headings', async () => {
    open(column({ body: '<p>短いお知らせです。</p>', toc: [] }));
    expect(await screen.findByText('短いお知らせです。')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '目次' })).not.toBeInTheDocument();
  });

  it('sets the breadcrumbs (トップ › コラム › category › title) and the category and tag chips', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: '就労移行支援を使うまでの流れ' });
    const crumbs = useBreadcrumbStore.getState();
    expect(crumbs.items.map((i) => i.text)).toEqual(['トップ', 'コラム', '就労支援', '就労移行支援を使うまでの流れ']);
    expect(crumbs.items.map((i) => i.to)).toEqual(['/', '/column', `/column/${encodeURIComponent('就労支援')}`, undefined]);
    expect(crumbs.chips.categories).toEqual([{ text: '就労支援', to: `/column/${encodeURIComponent('就労支援')}` }]);
    expect(crumbs.chips.tags).toEqual([
      { text: '就労移行支援', to: `/column/search/${encodeURIComponent('就労移行支援')}` },
      { text: '障害者手帳', to: `/column/search/${encodeURIComponent('障害者手帳')}` },
    ]);
  });

  it('lists related columns (related_to the column) and popular columns', async () => {
    const { relatedCalls, popularCalls } = open();
    const relatedSection = await screen.findByRole('region', { name: '関連するコラム' });
    expect(await within(relatedSection).findByRole('link', { name: '障害者手帳で受けられる支援' })).toHaveAttribute('href', '/column/column-detail/2');
    const popularSection = screen.getByRole('region', { name: 'よく読まれているコラム' });
    expect(await within(popularSection).findByRole('link', { name: '障害年金の申請で気をつけること' })).toHaveAttribute('href', '/column/column-detail/3');
    expect(relatedCalls.calls.map((c) => c.query)).toEqual([{ related_to: '1', per: '3' }]);
    expect(popularCalls.calls.map((c) => c.query)).toEqual([{ per: '5' }]);
  });

  it('says so when there are no related columns', async () => {
    answer('get', 'columns/:id', { data: column() });
    answer('get', 'columns/popular_columns', paged([popular], { per: 5 }));
    answer('get', 'columns', paged([], { per: 3 }));
    renderWithProviders(<ColumnDetailPage />, { route: '/column/column-detail/1', path: '/column/column-detail/:id?' });
    expect(await screen.findByText('関連するコラムは、まだありません。')).toBeInTheDocument();
  });

  it('favorites at once (aria-pressed, count), then takes the server’s count', async () => {
    open(column({ favorited: false, favorite_counts: 4 }), 'free_member');
    const create = hold('post', 'column_favorites');
    const button = await screen.findByRole('button', { name: 'お気に入り 4' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'お気に入り 5' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(create.calls.map((c) => c.body)).toEqual([{ column_id: 1 }]));
    await act(async () => create.release({ body: { data: columnFavoriteState({ favorite_counts: 7, favorited: true }) } }));
    expect(await screen.findByRole('button', { name: 'お気に入り 7' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('unfavorites with DELETE column_favorites/…, and puts it back with a message when that fails', async () => {
    open(column({ favorited: true, favorite_counts: 4 }), 'free_member');
    const remove = failNetwork('delete', 'column_favorites/delete_favorite_by_user_id_and_column_id');
    const button = await screen.findByRole('button', { name: 'お気に入り 4' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveTextContent('お気に入り 3');
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(button).toHaveTextContent('お気に入り 4');
    expect(remove.calls[0].query).toEqual({ column_id: '1' });
    expect(useSnackbar.getState().current?.message).toMatch(/^お気に入りを変更できませんでした。/);
    expect(useSnackbar.getState().current?.color).toBe('error');
  });

  it('invites a visitor who presses お気に入り to log in, sending nothing', async () => {
    open();
    const create = answer('post', 'column_favorites', { data: columnFavoriteState() });
    const button = await screen.findByRole('button', { name: 'お気に入り 4' });
    expect(button).not.toHaveAttribute('aria-pressed');
    fireEvent.click(button);
    expect(screen.getByText(/お気に入りするにはログインしてください。/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログインする' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/column/column-detail/1')}`);
    await afterCallsArrive();
    expect(create.calls).toHaveLength(0);
  });

  it('offers 編集 only when the server allows it', async () => {
    open(column({ can_edit: true, can_delete: true }), 'admin');
    expect(await screen.findByRole('link', { name: '編集' })).toHaveAttribute('href', '/admin/columns/edit/1');
  });

  it('offers no 編集 to a member', async () => {
    open(column(), 'free_member');
    await screen.findByRole('heading', { level: 1, name: '就労移行支援を使うまでの流れ' });
    expect(screen.getByRole('button', { name: 'お気に入り 4' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '編集' })).not.toBeInTheDocument();
  });

  it('tells an admin previewing a draft that only admins see it', async () => {
    open(column({ status: 'draft', published_at: null, can_edit: true, can_delete: true }), 'admin');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('下書きのコラム（管理者だけが見ています）');
    expect(alert).toHaveTextContent('公開するまで、ほかの方には表示されません。');
    expect(screen.getByRole('heading', { level: 1, name: '就労移行支援を使うまでの流れ' })).toBeInTheDocument();
  });

  it('tells an admin previewing a scheduled column when it will be published', async () => {
    open(column({ status: 'scheduled', published_at: '2026-12-01T01:00:00.000Z', can_edit: true, can_delete: true }), 'admin');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('公開予約のコラム（管理者だけが見ています）');
    expect(alert).toHaveTextContent(/に公開されます。$/);
    expect(within(alert).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute('dateTime', '2026-12-01T01:00:00.000Z');
  });

  it('answers not found when the API has no such column', async () => {
    const get = answerError('get', 'columns/:id', 404, [{ message: 'コラムが見つかりませんでした。公開が終わったか、URLが間違っている可能性があります。' }]);
    renderWithProviders(<ColumnDetailPage />, { route: '/column/column-detail/999', path: '/column/column-detail/:id?' });
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(get.calls.map((c) => c.path)).toEqual(['columns/999']);
  });

  it('answers not found for an id that is not a number, without asking the server', async () => {
    const get = answer('get', 'columns/:id', { data: column() });
    renderWithProviders(<ColumnDetailPage />, { route: '/column/column-detail/abc', path: '/column/column-detail/:id?' });
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
    await afterCallsArrive();
    expect(get.calls).toHaveLength(0);
  });

  it('offers a retry when the server cannot be reached', async () => {
    failNetwork('get', 'columns/:id');
    renderWithProviders(<ColumnDetailPage />, { route: '/column/column-detail/1', path: '/column/column-detail/:id?' });
    expect(await screen.findByRole('button', { name: 'もう一度読み込む' })).toBeInTheDocument();
  });
});
