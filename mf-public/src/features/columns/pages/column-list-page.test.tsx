import type { Paged, ColumnSummary } from '@hiroba/api-client';
import { answer, columnSummary, fixture } from '@hiroba/api-client/test-support';
import { CategorySchema, TagSchema } from '@hiroba/contract';
import { useBreadcrumbStore } from '@hiroba/shared-ui';
import { afterCallsArrive, paged, renderWithProviders, screen, within } from '@hiroba/shared-ui/test';
import ColumnListPage from './column-list-page';

const stamp = { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
const popular = columnSummary({ id: 3, title: '障害年金の申請で気をつけること', excerpt: '初診日の証明など、つまずきやすい点をまとめました。', favorite_counts: 12 });

function open(newest: Paged<ColumnSummary>, route = '/column', popularColumns = paged([popular], { per: 5 })) {
  const list = answer('get', 'columns', newest);
  const popularCalls = answer('get', 'columns/popular_columns', popularColumns);
  answer('get', 'categories', paged([fixture(CategorySchema, { id: 2, title: '就労支援', description: null, status: 'published', sort_order: 1, ...stamp })]));
  answer('get', 'tags', paged([fixture(TagSchema, { id: 4, title: '就労移行支援', status: 'published', ...stamp })]));
  renderWithProviders(<ColumnListPage />, { route, path: '/column' });
  return { list, popularCalls };
}

describe('ColumnListPage', () => {
  // The page's side lists (related, popular, tags, categories) are asked as it renders: let a test's
  // calls reach its own answers before they are reset, not land in the next test.
  afterEach(() => afterCallsArrive());

  it('lists the new columns, each title linking to its article, ten a page', async () => {
    const second = columnSummary({ id: 2, title: '障害者手帳で受けられる支援', excerpt: '手帳の等級ごとに、使える制度を紹介します。', supervisor: null });
    const { list } = open(paged([columnSummary(), second], { per: 10 }));
    expect(screen.getByRole('heading', { level: 1, name: 'コラム' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: '新しいコラム' });
    const items = await within(section).findAllByRole('article');
    expect(items[0]).toHaveAccessibleName('就労移行支援を使うまでの流れ');
    expect(items[1]).toHaveAccessibleName('障害者手帳で受けられる支援');
    expect(within(items[0]).getByRole('link', { name: '就労移行支援を使うまでの流れ' })).toHaveAttribute('href', '/column/column-detail/1');
    expect(within(items[1]).getByRole('link', { name: '障害者手帳で受けられる支援' })).toHaveAttribute('href', '/column/column-detail/2');
    const [first] = items;
    expect(within(first).getByText('相談から利用開始まで、何をどの順で進めればよいかをまとめました。')).toBeInTheDocument();
    expect(within(first).getByText('カテゴリー：就労支援')).toBeInTheDocument();
    expect(within(first).getByText('監修：山田 花子')).toBeInTheDocument();
    expect(within(first).getByRole('list', { name: 'タグ' })).toHaveTextContent('就労移行支援障害者手帳');
    expect(within(first).getByRole('link', { name: '障害者手帳' })).toHaveAttribute('href', `/column/search/${encodeURIComponent('障害者手帳')}`);
    expect(list.calls.map((c) => c.query)).toEqual([{ page: '1', per: '10' }]);
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'コラム一覧のページ送り' })).not.toBeInTheDocument();
    expect(useBreadcrumbStore.getState().items.map((i) => i.text)).toEqual(['トップ', 'コラム']);
  });

  it('shows the pager when there is more than one page, and reads the page from ?page=', async () => {
    const { list } = open(paged([columnSummary()], { page: 2, per: 10, total: 25 }), '/column?page=2');
    const pager = await screen.findByRole('navigation', { name: 'コラム一覧のページ送り' });
    expect(within(pager).getByRole('button', { name: '3ページ目' })).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: '2ページ目' })).toHaveAttribute('aria-current', 'page');
    expect(list.calls.map((c) => c.query)).toEqual([{ page: '2', per: '10' }]);
  });

  it('says so when there are no columns yet', async () => {
    open(paged([], { per: 10 }), '/column', paged([], { per: 5 }));
    expect(await screen.findByText('まだコラムがありません。コラムが公開されたら、ここに新しい順に並びます。')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'よく読まれているコラム' })).getByText('まだコラムがありません。')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("loads the first new column's picture at once (the first view on a phone) and the others as they come near", async () => {
    open(paged([columnSummary(), columnSummary({ id: 2, title: '障害者手帳で受けられる支援' })], { per: 10 }));
    const section = screen.getByRole('region', { name: '新しいコラム' });
    const [first, second] = await within(section).findAllByRole('article');
    const firstPicture = first.querySelector('img');
    expect(firstPicture).toHaveAttribute('fetchpriority', 'high');
    expect(firstPicture).not.toHaveAttribute('loading');
    expect(second.querySelector('img')).toHaveAttribute('loading', 'lazy');
    // The popular ones are further down the page.
    const popularList = screen.getByRole('region', { name: 'よく読まれているコラム' });
    const popularPicture = (await within(popularList).findAllByRole('article'))[0].querySelector('img');
    expect(popularPicture).toHaveAttribute('loading', 'lazy');
  });

  it('lists the popular columns beside the new ones', async () => {
    const { popularCalls } = open(paged([columnSummary()], { per: 10 }));
    const section = screen.getByRole('region', { name: 'よく読まれているコラム' });
    expect(await within(section).findByRole('link', { name: '障害年金の申請で気をつけること' })).toHaveAttribute('href', '/column/column-detail/3');
    expect(within(section).getByText('お気に入り 12')).toBeInTheDocument();
    expect(popularCalls.calls.map((c) => c.query)).toEqual([{ per: '5' }]);
  });

  it('offers the categories, the tags and the feed', async () => {
    open(paged([], { per: 10 }));
    const categories = await screen.findByRole('navigation', { name: 'コラムのカテゴリ' });
    expect(within(categories).getByRole('link', { name: '就労支援' })).toHaveAttribute('href', `/column/${encodeURIComponent('就労支援')}`);
    const tags = await screen.findByRole('navigation', { name: 'コラムのタグ' });
    expect(within(tags).getByRole('link', { name: '就労移行支援' })).toHaveAttribute('href', `/column/search/${encodeURIComponent('就労移行支援')}`);
    expect(screen.getByRole('link', { name: 'フィード（Atom）' })).toHaveAttribute('href', '/feed.xml');
  });
});
