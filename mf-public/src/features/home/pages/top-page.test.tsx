import { answer, columnSummary } from '@hiroba/api-client/test-support';
import { afterCallsArrive, paged, renderWithProviders, screen, within } from '@hiroba/shared-ui/test';
import TopPage from './top-page';

const popular = columnSummary({ id: 3, title: '障害年金の申請で気をつけること', excerpt: '初診日の証明など、つまずきやすい点をまとめました。' });

function open({ newest = paged([columnSummary()], { per: 3 }), popularColumns = paged([popular], { per: 3 }) } = {}) {
  answer('get', 'questions', paged([], { per: 5 }));
  answer('get', 'questions/popular_questions', paged([], { per: 5 }));
  answer('get', 'categories', paged([]));
  const list = answer('get', 'columns', newest);
  const popularCalls = answer('get', 'columns/popular_columns', popularColumns);
  renderWithProviders(<TopPage />);
  return { list, popularCalls };
}

describe('TopPage', () => {
  // The page's side lists (related, popular, tags, categories) are asked as it renders: let a test's
  // calls reach its own answers before they are reset, not land in the next test.
  afterEach(() => afterCallsArrive());

  it('shows the three newest columns and the three most read ones', async () => {
    const { list, popularCalls } = open();
    const newest = screen.getByRole('region', { name: '新しいコラム' });
    expect(await within(newest).findByRole('link', { name: '就労移行支援を使うまでの流れ' })).toHaveAttribute('href', '/column/column-detail/1');
    expect(within(newest).getByRole('link', { name: 'コラムをもっと見る' })).toHaveAttribute('href', '/column');
    const mostRead = screen.getByRole('region', { name: 'よく読まれているコラム' });
    expect(await within(mostRead).findByRole('link', { name: '障害年金の申請で気をつけること' })).toHaveAttribute('href', '/column/column-detail/3');
    expect(within(mostRead).queryByRole('link', { name: '就労移行支援を使うまでの流れ' })).not.toBeInTheDocument();
    expect(list.calls.map((c) => c.query)).toEqual([{ per: '3' }]);
    expect(popularCalls.calls.map((c) => c.query)).toEqual([{ per: '3' }]);
  });

  it('says so in each column section when there are no columns yet', async () => {
    open({ newest: paged([], { per: 3 }), popularColumns: paged([], { per: 3 }) });
    const newest = screen.getByRole('region', { name: '新しいコラム' });
    expect(await within(newest).findByText('まだコラムがありません。コラムが公開されると、新しいものからここに並びます。')).toBeInTheDocument();
    expect(within(newest).getByRole('link', { name: 'コラムを見る' })).toHaveAttribute('href', '/column');
    const mostRead = screen.getByRole('region', { name: 'よく読まれているコラム' });
    expect(await within(mostRead).findByText('まだコラムがありません。')).toBeInTheDocument();
    expect(within(mostRead).getByRole('link', { name: 'コラムを見る' })).toHaveAttribute('href', '/column');
  });
});
