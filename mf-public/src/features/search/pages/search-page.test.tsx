import { answer, fixture } from '@hiroba/api-client/test-support';
import { PageMetaSchema } from '@hiroba/contract';
import { renderWithProviders, screen, afterCallsArrive } from '@hiroba/shared-ui/test';
import { pageOf, summary } from '../../../test-support/questions';
import SearchPage from './search-page';

const open = (route: string) => renderWithProviders(<SearchPage />, { route, path: '/search/:search?' });

describe('SearchPage', () => {
  it('lists the questions that match the keyword with their count', async () => {
    const list = answer('get', 'questions', { ...pageOf([summary()]), meta: fixture(PageMetaSchema, { page: 1, per: 10, total: 1, total_pages: 1 }) });
    open(`/search/${encodeURIComponent('手話')}`);
    expect(screen.getByRole('heading', { level: 1, name: '「手話」の検索結果' })).toBeInTheDocument();
    expect(await screen.findByText('1件の質問が見つかりました。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '手話通訳を頼むには' })).toHaveAttribute('href', `/question-and-answer/${encodeURIComponent('一般')}/1`);
    expect(list.calls.map((c) => c.query)).toEqual([{ keyword: '手話', page: '1', per: '10' }]);
  });

  it('reads a total at the server’s counting cap as 「1000件以上」', async () => {
    answer('get', 'questions', { ...pageOf([summary()]), meta: fixture(PageMetaSchema, { page: 1, per: 10, total: 1000, total_pages: 100 }) });
    open(`/search/${encodeURIComponent('福祉')}`);
    expect(await screen.findByText('1000件以上の質問が見つかりました。')).toBeInTheDocument();
  });

  it('says plainly when nothing matches', async () => {
    answer('get', 'questions', pageOf([]));
    open(`/search/${encodeURIComponent('該当なし')}`);
    expect(await screen.findByText(/「該当なし」に当てはまる質問は見つかりませんでした。/)).toBeInTheDocument();
  });

  it('explains how to search when there is no keyword, without asking the server', async () => {
    const list = answer('get', 'questions', pageOf([]));
    open('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'キーワード検索' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'さがし方' })).toBeInTheDocument();
    await afterCallsArrive();
    expect(list.calls).toHaveLength(0);
  });
});
