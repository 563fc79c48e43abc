import { answer, columnSummary, fixture, pageOf, questionSummary } from '@hiroba/api-client/test-support';
import { HelpLineSchema, PageMetaSchema } from '@hiroba/contract';
import { CRISIS_HELP_HEADING } from '@hiroba/contract/fields';
import { renderWithProviders, screen, afterCallsArrive, within } from '@hiroba/shared-ui/test';
import SearchPage from './search-page';

const open = (route: string) => renderWithProviders(<SearchPage />, { route, path: '/search/:search?' });

describe('SearchPage', () => {
  it('lists the questions that match the keyword with their count', async () => {
    const list = answer('get', 'questions', { ...pageOf([questionSummary()]), meta: fixture(PageMetaSchema, { page: 1, per: 10, total: 1, total_pages: 1 }) });
    answer('get', 'columns', pageOf([]));
    open(`/search/${encodeURIComponent('手話')}`);
    expect(screen.getByRole('heading', { level: 1, name: '「手話」の検索結果' })).toBeInTheDocument();
    expect(await screen.findByText('1件の質問が見つかりました。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '手話通訳を頼むには' })).toHaveAttribute('href', `/question-and-answer/${encodeURIComponent('一般')}/1`);
    expect(list.calls.map((c) => c.query)).toEqual([{ keyword: '手話', page: '1', per: '10' }]);
  });

  it('lists the columns that match the keyword with their count, under their own heading', async () => {
    answer('get', 'questions', pageOf([]));
    const columns = answer('get', 'columns', {
      ...pageOf([columnSummary()]),
      meta: fixture(PageMetaSchema, { page: 1, per: 10, total: 1, total_pages: 1 }),
    });
    open(`/search/${encodeURIComponent('就労')}`);
    const section = screen.getByRole('region', { name: 'コラム' });
    expect(await within(section).findByText('1件のコラムが見つかりました。')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '就労移行支援を使うまでの流れ' })).toHaveAttribute('href', '/column/column-detail/1');
    expect(columns.calls.map((c) => c.query)).toEqual([{ keyword: '就労', page: '1', per: '10' }]);
  });

  it('pages the columns by ?column_page=, apart from the questions’ ?page=', async () => {
    const questions = answer('get', 'questions', pageOf([questionSummary()], 1, 3));
    const columns = answer('get', 'columns', pageOf([columnSummary()], 2, 3));
    open(`/search/${encodeURIComponent('就労')}?column_page=2`);
    expect(await screen.findByRole('navigation', { name: 'コラム一覧のページ送り' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: '質問一覧のページ送り' })).toBeInTheDocument();
    expect(questions.calls.map((c) => c.query)).toEqual([{ keyword: '就労', page: '1', per: '10' }]);
    expect(columns.calls.map((c) => c.query)).toEqual([{ keyword: '就労', page: '2', per: '10' }]);
  });

  it('reads a total at the server’s counting cap as 「1000件以上」', async () => {
    answer('get', 'questions', { ...pageOf([questionSummary()]), meta: fixture(PageMetaSchema, { page: 1, per: 10, total: 1000, total_pages: 100 }) });
    answer('get', 'columns', { ...pageOf([columnSummary()]), meta: fixture(PageMetaSchema, { page: 1, per: 10, total: 1000, total_pages: 100 }) });
    open(`/search/${encodeURIComponent('福祉')}`);
    expect(await screen.findByText('1000件以上の質問が見つかりました。')).toBeInTheDocument();
    expect(await screen.findByText('1000件以上のコラムが見つかりました。')).toBeInTheDocument();
  });

  it('says plainly when nothing matches', async () => {
    answer('get', 'questions', pageOf([]));
    answer('get', 'columns', pageOf([]));
    open(`/search/${encodeURIComponent('該当なし')}`);
    expect(await screen.findByText(/「該当なし」に当てはまる質問は見つかりませんでした。/)).toBeInTheDocument();
    expect(await screen.findByText(/「該当なし」に当てはまるコラムは見つかりませんでした。/)).toBeInTheDocument();
  });

  it('explains how to search when there is no keyword, without asking the server', async () => {
    const list = answer('get', 'questions', pageOf([]));
    const columns = answer('get', 'columns', pageOf([]));
    open('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'キーワード検索' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'さがし方' })).toBeInTheDocument();
    await afterCallsArrive();
    expect(list.calls).toHaveLength(0);
    expect(columns.calls).toHaveLength(0);
  });

  it('puts the crisis panel above the results when the answer says crisis_help', async () => {
    answer('get', 'questions', { ...pageOf([questionSummary()]), meta: { ...fixture(PageMetaSchema, { page: 1, per: 10, total: 1, total_pages: 1 }), crisis_help: true } });
    answer('get', 'columns', pageOf([]));
    answer('get', 'help_lines', pageOf([fixture(HelpLineSchema, { id: 1, name: 'いのちの電話', number: '0570-783-556', hours: null, note: null, sort_order: 0, checked_on: '2026-01-01', updated_at: '2026-01-01T00:00:00.000Z' })]));
    open(`/search/${encodeURIComponent('つらい')}`);
    const panel = await screen.findByRole('region', { name: CRISIS_HELP_HEADING });
    expect(await within(panel).findByRole('link', { name: 'いのちの電話：0570-783-556' })).toHaveAttribute('href', 'tel:0570783556');
    const results = screen.getByRole('link', { name: '手話通訳を頼むには' });
    expect(panel.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no crisis panel for an ordinary search', async () => {
    answer('get', 'questions', pageOf([questionSummary()]));
    answer('get', 'columns', pageOf([]));
    open(`/search/${encodeURIComponent('手話')}`);
    await screen.findByRole('link', { name: '手話通訳を頼むには' });
    expect(screen.queryByRole('region', { name: CRISIS_HELP_HEADING })).not.toBeInTheDocument();
  });
});
