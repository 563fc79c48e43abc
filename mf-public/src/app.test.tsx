import { NOT_FOUND_TITLE } from '@hiroba/shared-ui';
import { renderWithProviders, screen } from '@hiroba/shared-ui/test';
import { answer, answerError, fixture } from '@hiroba/api-client/test-support';
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
    renderWithProviders(<App />, { route: encodeURI(route) });
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each(['/no-such-page', '/question-and-answer/一般/1', '/column/column-detail/1', '/list-of-experts/1'])(
    'answers %s with the not-found page',
    async (route) => {
      answerError('get', 'questions/:id', 404, [{ message: '見つかりませんでした。' }]);
      answerError('get', 'expert_infos/:id', 404, [{ message: '見つかりませんでした。' }]);
      renderWithProviders(<App />, { route: encodeURI(route) });
      expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
    },
  );
});
