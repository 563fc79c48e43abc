import { ApiError, type Category } from '@hiroba/api-client';
import { NOT_FOUND_TITLE, useBreadcrumbStore } from '@hiroba/shared-ui';
import { renderWithProviders, screen } from '@hiroba/shared-ui/test';
import { mockApi } from '../../../test-support/mock-api';
import ColumnCategoryPage from './column-category-page';

const category = (id: number, title: string, status: Category['status'] = 'published'): Category => ({
  id,
  title,
  description: `${title}についてのコラムです。`,
  status,
  sort_order: id,
  created_at: '',
  updated_at: '',
});
const page = (data: Category[]) => ({ data, meta: { page: 1, per: data.length, total: data.length, total_pages: 1 } });

afterEach(() => jest.restoreAllMocks());

function open(title: string) {
  return renderWithProviders(<ColumnCategoryPage />, { route: `/column/${encodeURIComponent(title)}`, path: '/column/:category' });
}

describe('ColumnCategoryPage', () => {
  it('looks the category up by its title and lists the published categories as navigation', async () => {
    const showByTitle = mockApi('categories', 'showByTitle').mockResolvedValue(category(2, '就労支援'));
    const list = mockApi('categories', 'list').mockResolvedValue(page([category(1, '暮らし'), category(2, '就労支援')]));
    open('就労支援');
    expect(await screen.findByText('就労支援についてのコラムです。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '就労支援のコラム' })).toBeInTheDocument();
    expect(screen.getByText('まだコラムがありません')).toBeInTheDocument();
    expect(showByTitle).toHaveBeenCalledWith('就労支援');
    expect(list).toHaveBeenCalledWith({ status: 'published', per: 'all' });
    const nav = await screen.findByRole('navigation', { name: 'コラムのカテゴリ' });
    expect(nav).toHaveTextContent('暮らし');
    expect(screen.getByRole('link', { name: '就労支援' })).toHaveAttribute('aria-current', 'page');
    expect(useBreadcrumbStore.getState().items.map((i) => i.text)).toEqual(['トップ', 'コラム', '就労支援']);
  });

  it('answers not found for an unknown category', async () => {
    mockApi('categories', 'showByTitle').mockRejectedValue(new ApiError(404, [{ message: 'カテゴリが見つかりません。' }]));
    mockApi('categories', 'list').mockResolvedValue(page([]));
    open('存在しない');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
  });

  it('answers not found for a draft category', async () => {
    mockApi('categories', 'showByTitle').mockResolvedValue(category(3, '下書き', 'draft'));
    mockApi('categories', 'list').mockResolvedValue(page([]));
    open('下書き');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
  });

  it('offers a retry when the server cannot be reached', async () => {
    const showByTitle = mockApi('categories', 'showByTitle').mockRejectedValue(new ApiError(0, []));
    mockApi('categories', 'list').mockResolvedValue(page([]));
    open('就労支援');
    expect(await screen.findByRole('button', { name: 'もう一度読み込む' })).toBeInTheDocument();
    expect(showByTitle).toHaveBeenCalledTimes(1);
  });
});
