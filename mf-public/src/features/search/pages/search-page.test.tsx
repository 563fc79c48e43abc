import { answer, columnHit, fixture, questionHit, searchPage } from '@hiroba/api-client/test-support';
import { HelpLineSchema } from '@hiroba/contract';
import { CRISIS_HELP_HEADING } from '@hiroba/contract/fields';
import { useSession } from '@hiroba/api-client';
import { makeUser, renderWithProviders, screen, afterCallsArrive, within } from '@hiroba/shared-ui/test';
import SearchPage from './search-page';

const open = (route: string) => renderWithProviders(<SearchPage />, { route, path: '/search/:search?' });
// jsdom's name computation puts a space after a <mark> (a browser does not, <mark> being inline).
const HIT_TITLE = /^放課後等デイサービス ?の送迎について$/;

afterEach(() => useSession.getState().clear());

describe('SearchPage', () => {
  it('lists the questions found with their count, title and passage, the matched words marked, and their state', async () => {
    const list = answer('get', 'search/questions', searchPage([questionHit()], { words: [{ text: '放デイ', also: ['放課後等デイサービス', '放課後デイ'] }] }));
    answer('get', 'search/columns', searchPage([]));
    open(`/search/${encodeURIComponent('放デイ')}`);
    expect(screen.getByRole('heading', { level: 1, name: '「放デイ」の検索結果' })).toBeInTheDocument();
    expect(await screen.findByText('1件の質問が見つかりました。')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: HIT_TITLE });
    expect(link).toHaveAttribute('href', `/question-and-answer/${encodeURIComponent('専門家')}/1`);
    expect(within(link).getByText('放課後等デイサービス').tagName).toBe('MARK');
    const card = link.closest('article')!;
    expect(within(card).getByText(/送迎の時間が合わず困っています。…$/)).toBeInTheDocument();
    expect([...card.querySelectorAll('p mark')].map((m) => m.textContent)).toEqual(['放課後等デイサービス']);
    expect(within(card).getByText('専門家の回答あり')).toBeInTheDocument();
    expect(list.calls.map((c) => c.query)).toEqual([{ keyword: '放デイ', order: 'relevance', page: '1', per: '10' }]);
  });

  it('says what each word was also searched as, and what a slip was taken for', async () => {
    answer(
      'get',
      'search/questions',
      searchPage([questionHit()], {
        words: [
          { text: '放デイ', also: ['放課後等デイサービス', '放課後デイ'] },
          { text: 'ショートスティ', also: ['短期入所'], slip_of: 'ショートステイ' },
          { text: '送迎', also: [] },
        ],
      }),
    );
    answer('get', 'search/columns', searchPage([]));
    open(`/search/${encodeURIComponent('放デイ ショートスティ 送迎')}`);
    const notes = await screen.findByRole('list', { name: 'さがし方のお知らせ' });
    expect(within(notes).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '「放デイ」は「放課後等デイサービス」「放課後デイ」でも探しました。',
      '「ショートスティ」は「ショートステイ」として探しました。',
    ]);
  });

  it('says how many hold every word when those lacking one follow', async () => {
    answer('get', 'search/questions', searchPage([questionHit(), questionHit({ id: 2 })], { words: [{ text: '障害年金', also: [] }, { text: 'メリット', also: [] }], all_words: 1 }));
    answer('get', 'search/columns', searchPage([]));
    open(`/search/${encodeURIComponent('障害年金 メリット')}`);
    expect(await screen.findByText('すべての言葉をふくむ質問は1件です。そのあとに、言葉の一部をふくむ質問も表示しています。')).toBeInTheDocument();
  });

  it('offers 関連度順 and 新しい順 as links; the order is in the URL and reaches both calls', async () => {
    const questions = answer('get', 'search/questions', searchPage([questionHit()], { order: 'new' }));
    const columns = answer('get', 'search/columns', searchPage([columnHit()], { order: 'new' }));
    open(`/search/${encodeURIComponent('手話')}?order=new`);
    const nav = screen.getByRole('navigation', { name: '並び順' });
    expect(within(nav).getByText('新しい順')).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: '関連度順' })).toHaveAttribute('href', `/search/${encodeURIComponent('手話')}`);
    await screen.findByText('1件の質問が見つかりました。');
    expect(questions.calls.map((c) => c.query.order)).toEqual(['new']);
    expect(columns.calls.map((c) => c.query.order)).toEqual(['new']);
  });

  it('lists the columns found with their count, under their own heading', async () => {
    answer('get', 'search/questions', searchPage([]));
    const columns = answer('get', 'search/columns', searchPage([columnHit()]));
    open(`/search/${encodeURIComponent('就労移行')}`);
    const section = screen.getByRole('region', { name: 'コラム' });
    expect(await within(section).findByText('1件のコラムが見つかりました。')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /^就労移行 ?支援を使うまでの流れ$/ })).toHaveAttribute('href', '/column/column-detail/1');
    expect(columns.calls.map((c) => c.query)).toEqual([{ keyword: '就労移行', order: 'relevance', page: '1', per: '10' }]);
  });

  it('pages the columns by ?column_page=, apart from the questions’ ?page=', async () => {
    const questions = answer('get', 'search/questions', searchPage([questionHit()], {}, { total: 30 }));
    const columns = answer('get', 'search/columns', searchPage([columnHit()], {}, { page: 2, total: 30 }));
    open(`/search/${encodeURIComponent('就労')}?column_page=2`);
    expect(await screen.findByRole('navigation', { name: 'コラム一覧のページ送り' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: '質問一覧のページ送り' })).toBeInTheDocument();
    expect(questions.calls.map((c) => c.query.page)).toEqual(['1']);
    expect(columns.calls.map((c) => c.query.page)).toEqual(['2']);
  });

  it('reads a total at the server’s counting cap as 「1000件以上」', async () => {
    answer('get', 'search/questions', searchPage([questionHit()], {}, { total: 1000 }));
    answer('get', 'search/columns', searchPage([columnHit()], {}, { total: 1000 }));
    open(`/search/${encodeURIComponent('福祉')}`);
    expect(await screen.findByText('1000件以上の質問が見つかりました。')).toBeInTheDocument();
    expect(await screen.findByText('1000件以上のコラムが見つかりました。')).toBeInTheDocument();
  });

  it('when nothing matches: says so, offers related words that find something, and tells a visitor how to ask', async () => {
    answer('get', 'search/questions', searchPage([], { words: [{ text: '障害年金の等級の見直し', also: [] }], related: ['障害年金', '障害基礎年金'] }));
    answer('get', 'search/columns', searchPage([]));
    open(`/search/${encodeURIComponent('障害年金の等級の見直し')}`);
    expect(await screen.findByText(/「障害年金の等級の見直し」に当てはまる質問は見つかりませんでした。/)).toBeInTheDocument();
    const related = screen.getByRole('navigation', { name: 'ほかの言葉でさがす' });
    expect(within(related).getByRole('link', { name: '障害基礎年金' })).toHaveAttribute('href', `/search/${encodeURIComponent('障害基礎年金')}`);
    expect(screen.getByRole('complementary', { name: '質問するには' })).toHaveTextContent('質問を投稿するには会員登録が必要です。');
    expect(await screen.findByText(/「障害年金の等級の見直し」に当てはまるコラムは見つかりませんでした。/)).toBeInTheDocument();
  });

  it('when nothing matches, a paid member is offered 質問する', async () => {
    useSession.getState().login('t', makeUser('paid_member', { id: 7 }));
    answer('get', 'search/questions', searchPage([]));
    answer('get', 'search/columns', searchPage([]));
    open(`/search/${encodeURIComponent('該当なし')}`);
    const ask = await screen.findByRole('complementary', { name: '質問するには' });
    expect(within(ask).getByRole('link', { name: '質問する' })).toHaveAttribute('href', '/my-page/post-question');
  });

  it('explains how to search when there is no keyword, without asking the server', async () => {
    const list = answer('get', 'search/questions', searchPage([]));
    const columns = answer('get', 'search/columns', searchPage([]));
    open('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'キーワード検索' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'さがし方' })).toBeInTheDocument();
    await afterCallsArrive();
    expect(list.calls).toHaveLength(0);
    expect(columns.calls).toHaveLength(0);
  });

  it('puts the crisis panel above the results when the answer says crisis_help', async () => {
    const found = searchPage([questionHit()]);
    answer('get', 'search/questions', { ...found, meta: { ...found.meta, crisis_help: true } });
    answer('get', 'search/columns', searchPage([]));
    answer('get', 'help_lines', { data: [fixture(HelpLineSchema, { id: 1, name: 'いのちの電話', number: '0570-783-556', hours: null, note: null, sort_order: 0, checked_on: '2026-01-01', updated_at: '2026-01-01T00:00:00.000Z' })], meta: found.meta });
    open(`/search/${encodeURIComponent('つらい')}`);
    const panel = await screen.findByRole('region', { name: CRISIS_HELP_HEADING });
    expect(await within(panel).findByRole('link', { name: 'いのちの電話：0570-783-556' })).toHaveAttribute('href', 'tel:0570783556');
    const results = screen.getByRole('link', { name: HIT_TITLE });
    expect(panel.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no crisis panel for an ordinary search', async () => {
    answer('get', 'search/questions', searchPage([questionHit()]));
    answer('get', 'search/columns', searchPage([]));
    open(`/search/${encodeURIComponent('放デイ')}`);
    await screen.findByRole('link', { name: HIT_TITLE });
    expect(screen.queryByRole('region', { name: CRISIS_HELP_HEADING })).not.toBeInTheDocument();
  });
});
