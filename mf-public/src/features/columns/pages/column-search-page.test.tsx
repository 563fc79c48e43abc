import { answer, columnSummary, fixture } from '@hiroba/api-client/test-support';
import { TagSchema } from '@hiroba/contract';
import { useBreadcrumbStore } from '@hiroba/shared-ui';
import { afterCallsArrive, paged, renderWithProviders, screen, within } from '@hiroba/shared-ui/test';
import ColumnSearchPage from './column-search-page';

const stamp = { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
const tag = (id: number, title: string) => fixture(TagSchema, { id, title, status: 'published', ...stamp });

function open(route: string) {
  answer('get', 'categories', paged([]));
  answer('get', 'tags', paged([tag(4, '就労移行支援'), tag(5, '障害者手帳')]));
  return renderWithProviders(<ColumnSearchPage />, { route, path: '/column/search/:search?' });
}

describe('ColumnSearchPage', () => {
  // The page's side lists (related, popular, tags, categories) are asked as it renders: let a test's
  // calls reach its own answers before they are reset, not land in the next test.
  afterEach(() => afterCallsArrive());

  it('lists the columns carrying the tag, ten a page', async () => {
    const list = answer('get', 'columns', paged([columnSummary()], { per: 10 }));
    open(`/column/search/${encodeURIComponent('就労移行支援')}`);
    expect(screen.getByRole('heading', { level: 1, name: '「就労移行支援」のコラム' })).toBeInTheDocument();
    const article = await screen.findByRole('article', { name: '就労移行支援を使うまでの流れ' });
    expect(within(article).getByRole('link', { name: '就労移行支援を使うまでの流れ' })).toHaveAttribute('href', '/column/column-detail/1');
    expect(list.calls.map((c) => c.query)).toEqual([{ tag: '就労移行支援', page: '1', per: '10' }]);
    // The tag being read is marked in the tag navigation.
    const tags = await screen.findByRole('navigation', { name: 'コラムのタグ' });
    expect(within(tags).getByRole('link', { name: '就労移行支援' })).toHaveAttribute('aria-current', 'page');
    expect(within(tags).getByRole('link', { name: '障害者手帳' })).not.toHaveAttribute('aria-current');
    const crumbs = useBreadcrumbStore.getState();
    expect(crumbs.items.map((i) => i.text)).toEqual(['トップ', 'コラム', '「就労移行支援」']);
    expect(crumbs.chips.tags).toEqual([{ text: '就労移行支援', to: `/column/search/${encodeURIComponent('就労移行支援')}` }]);
  });

  it('says so when no column carries the tag', async () => {
    answer('get', 'columns', paged([], { per: 10 }));
    open(`/column/search/${encodeURIComponent('手話')}`);
    expect(await screen.findByText('「手話」のタグがついたコラムは、まだありません。')).toBeInTheDocument();
  });

  it('offers the tags to choose from when there is no tag, without asking for columns', async () => {
    const list = answer('get', 'columns', paged([], { per: 10 }));
    open('/column/search');
    expect(screen.getByRole('heading', { level: 1, name: 'タグからコラムをさがす' })).toBeInTheDocument();
    expect(screen.getByText('下のタグを選ぶと、そのタグがついたコラムを読めます。')).toBeInTheDocument();
    const tags = await screen.findByRole('navigation', { name: 'コラムのタグ' });
    expect(within(tags).getByRole('link', { name: '障害者手帳' })).toHaveAttribute('href', `/column/search/${encodeURIComponent('障害者手帳')}`);
    await afterCallsArrive();
    expect(list.calls).toHaveLength(0);
  });
});
