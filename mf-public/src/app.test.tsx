import { NOT_FOUND_TITLE } from '@hiroba/shared-ui';
import { afterCallsArrive, renderWithProviders, screen } from '@hiroba/shared-ui/test';
import { answer, answerError, column, fixture } from '@hiroba/api-client/test-support';
import { PageMetaSchema } from '@hiroba/contract';
import App from './app';

const emptyPage = { data: [], meta: fixture(PageMetaSchema, { page: 1, per: 0, total: 0, total_pages: 0 }) };

describe('mf_public App', () => {
  it.each([
    ['/about', /について/],
    ['/terms-of-service', '利用規約'],
    ['/question-and-answer', 'Q&A'],
    ['/search/福祉', '「福祉」の検索結果'],
    ['/search', 'キーワード検索'],
    ['/column/search/手話', '「手話」のコラム'],
  ])('opens %s lazily with its one h1', async (route, name) => {
    answer('get', 'tags', emptyPage);
    answer('get', 'categories', emptyPage);
    answer('get', 'questions', emptyPage);
    answer('get', 'columns', emptyPage);
    answer('get', 'search/questions', emptyPage);
    answer('get', 'search/columns', emptyPage);
    renderWithProviders(<App />, { route: encodeURI(route) });
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The page's own calls (e.g. the tag and category navigation, empty here) land in this test, not the next.
    await afterCallsArrive();
  });

  it('opens /column/column-detail/1 with the column the API has, its title the one h1', async () => {
    const get = answer('get', 'columns/:id', { data: column() });
    // Answered after columns/:id, so they take precedence for their own paths.
    answer('get', 'columns/popular_columns', emptyPage);
    answer('get', 'columns', emptyPage);
    renderWithProviders(<App />, { route: '/column/column-detail/1' });
    expect(await screen.findByRole('heading', { level: 1, name: '就労移行支援を使うまでの流れ' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(get.calls.map((c) => c.path)).toEqual(['columns/1']);
    // The related and popular columns (none here) are asked once the article is in place.
    expect(await screen.findByText('関連するコラムは、まだありません。')).toBeInTheDocument();
    expect(await screen.findByText('まだコラムがありません。')).toBeInTheDocument();
  });

  it.each(['/no-such-page', '/question-and-answer/一般/1', '/column/column-detail/1', '/list-of-experts/1'])(
    'answers %s with the not-found page',
    async (route) => {
      answerError('get', 'questions/:id', 404, [{ message: '見つかりませんでした。' }]);
      answerError('get', 'expert_infos/:id', 404, [{ message: '見つかりませんでした。' }]);
      // A column the API does not have (or does not show this visitor) is not found.
      answerError('get', 'columns/:id', 404, [{ message: 'コラムが見つかりませんでした。公開が終わったか、URLが間違っている可能性があります。' }]);
      renderWithProviders(<App />, { route: encodeURI(route) });
      expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
    },
  );
});
