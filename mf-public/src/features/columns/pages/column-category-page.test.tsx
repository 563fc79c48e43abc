import { useSession, type Category } from '@hiroba/api-client';
import { answer, answerError, columnSummary, failNetwork, fixture } from '@hiroba/api-client/test-support';
import { CategorySchema, FollowStateSchema, PageMetaSchema } from '@hiroba/contract';
import { NOT_FOUND_TITLE, useBreadcrumbStore } from '@hiroba/shared-ui';
import { afterCallsArrive, makeUser, paged, renderWithProviders, screen, within } from '@hiroba/shared-ui/test';
import ColumnCategoryPage from './column-category-page';

const category = (id: number, title: string, status: Category['status'] = 'published'): Category =>
  fixture(CategorySchema, {
    id,
    title,
    description: `${title}についてのコラムです。`,
    status,
    sort_order: id,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  });
const page = (data: Category[]) => ({ data, meta: fixture(PageMetaSchema, { page: 1, per: data.length, total: data.length, total_pages: 1 }) });

function open(title: string) {
  return renderWithProviders(<ColumnCategoryPage />, { route: `/column/${encodeURIComponent(title)}`, path: '/column/:category' });
}

describe('ColumnCategoryPage', () => {
  it('looks the category up by its title and lists the published categories as navigation', async () => {
    const showByTitle = answer('get', 'categories/show_by_title', { data: category(2, '就労支援') });
    const list = answer('get', 'categories', page([category(1, '暮らし'), category(2, '就労支援')]));
    const columns = answer('get', 'columns/column_by_category', paged([columnSummary()], { per: 10 }));
    open('就労支援');
    expect(await screen.findByText('就労支援についてのコラムです。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '就労支援のコラム' })).toBeInTheDocument();
    // The category's columns, asked by the category's id, one page of 10.
    const article = await screen.findByRole('article', { name: '就労移行支援を使うまでの流れ' });
    expect(within(article).getByRole('link', { name: '就労移行支援を使うまでの流れ' })).toHaveAttribute('href', '/column/column-detail/1');
    expect(within(article).getByText('相談から利用開始まで、何をどの順で進めればよいかをまとめました。')).toBeInTheDocument();
    expect(columns.calls.map((c) => c.query)).toEqual([{ category_id: '2', page: '1', per: '10' }]);
    expect(showByTitle.calls.map((c) => c.query)).toEqual([{ title: '就労支援' }]);
    expect(list.calls.map((c) => c.query)).toEqual([{ status: 'published', per: 'all' }]);
    const nav = await screen.findByRole('navigation', { name: 'コラムのカテゴリ' });
    expect(nav).toHaveTextContent('暮らし');
    expect(screen.getByRole('link', { name: '就労支援' })).toHaveAttribute('aria-current', 'page');
    expect(useBreadcrumbStore.getState().items.map((i) => i.text)).toEqual(['トップ', 'コラム', '就労支援']);
  });

  it('says so when the category has no columns yet', async () => {
    answer('get', 'categories/show_by_title', { data: category(2, '就労支援') });
    answer('get', 'categories', page([category(2, '就労支援')]));
    answer('get', 'columns/column_by_category', paged([], { per: 10 }));
    open('就労支援');
    expect(await screen.findByText('「就労支援」のコラムは、まだありません。')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('offers a signed-in reader フォローする, from the server’s state of this category; a visitor nothing', async () => {
    answer('get', 'categories/show_by_title', { data: category(2, '就労支援') });
    answer('get', 'categories', page([category(2, '就労支援')]));
    answer('get', 'columns/column_by_category', paged([], { per: 10 }));
    const state = answer('get', 'follows/state', { data: fixture(FollowStateSchema, { target_kind: 'category', target_id: 2, following: false }) });
    const visitor = open('就労支援');
    await screen.findByText('就労支援についてのコラムです。');
    await afterCallsArrive();
    expect(screen.queryByRole('button', { name: 'フォローする' })).not.toBeInTheDocument();
    expect(state.calls).toHaveLength(0);
    visitor.unmount();

    useSession.getState().login('t', makeUser('free_member', { id: 7 }));
    const member = open('就労支援');
    try {
      const button = await screen.findByRole('button', { name: 'フォローする' });
      expect(button).toHaveAttribute('aria-pressed', 'false');
      expect(state.calls.map((c) => c.query)).toEqual([{ target_kind: 'category', target_id: '2' }]);
    } finally {
      member.unmount();
      useSession.getState().clear();
    }
  });

  it('answers not found for an unknown category', async () => {
    answerError('get', 'categories/show_by_title', 404, [{ message: 'カテゴリが見つかりません。' }]);
    answer('get', 'categories', page([]));
    open('存在しない');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
  });

  it('answers not found for a draft category', async () => {
    answer('get', 'categories/show_by_title', { data: category(3, '下書き', 'draft') });
    answer('get', 'categories', page([]));
    open('下書き');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
  });

  it('offers a retry when the server cannot be reached', async () => {
    const showByTitle = failNetwork('get', 'categories/show_by_title');
    answer('get', 'categories', page([]));
    open('就労支援');
    expect(await screen.findByRole('button', { name: 'もう一度読み込む' })).toBeInTheDocument();
    // The page asks once; ky tries a failed GET once more (api-client/src/client.ts), so the server sees two.
    expect(showByTitle.calls).toHaveLength(2);
  });
});
