import { ApiError } from '@hiroba/api-client';
import { NOT_FOUND_TITLE } from '@hiroba/shared-ui';
import { renderWithProviders, screen } from '@hiroba/shared-ui/test';
import { mockApi } from './test-support/mock-api';
import App from './app';

afterEach(() => jest.restoreAllMocks());

const emptyPage = { data: [], meta: { page: 1, per: 0, total: 0, total_pages: 0 } };

describe('mf_public App', () => {
  it.each([
    ['/about', /について/],
    ['/terms-of-service', '利用規約'],
    ['/question-and-answer', 'Q&A'],
    ['/search/福祉', '「福祉」の検索結果'],
    ['/search', 'キーワード検索'],
    ['/column/search/手話', '「手話」のコラム'],
  ])('opens %s lazily with its one h1', async (route, name) => {
    mockApi('tags', 'list').mockResolvedValue(emptyPage);
    mockApi('categories', 'list').mockResolvedValue(emptyPage);
    mockApi('questions', 'list').mockResolvedValue(emptyPage);
    renderWithProviders(<App />, { route: encodeURI(route) });
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each(['/no-such-page', '/question-and-answer/一般/1', '/column/column-detail/1', '/list-of-experts/1'])(
    'answers %s with the not-found page',
    async (route) => {
      const missing = () => Promise.reject(new ApiError(404, [{ message: '見つかりませんでした。' }]));
      mockApi('questions', 'get').mockImplementation(missing);
      mockApi('expertInfos', 'get').mockImplementation(missing);
      renderWithProviders(<App />, { route: encodeURI(route) });
      expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
    },
  );
});
