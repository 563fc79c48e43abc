import { fireEvent, renderWithProviders, screen, waitFor, within } from '@hiroba/shared-ui/test';
import { ApiError, api } from '@hiroba/api-client';
import { useSnackbar } from '@hiroba/shared-ui';
import { makeTag, paged } from '../../../shared/test/fixtures';
import TagListPage from './tag-list-page';


beforeEach(() => useSnackbar.getState().close());
afterEach(() => jest.restoreAllMocks());

const tags = [makeTag({ id: 1, title: '手話', status: 'published' }), makeTag({ id: 2, title: '就労', status: 'draft' })];

test('lists tags with their state, update date and actions', async () => {
  const list = jest.spyOn(api.tags, 'list').mockResolvedValue(paged(tags, { total: 45, total_pages: 3 }));
  renderWithProviders(<TagListPage />, { route: '/admin/tags' });
  const table = await screen.findByRole('table');
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['タイトル', '状態', '更新日', '操作']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(within(rows[0]).getByRole('cell', { name: '手話' })).toBeInTheDocument();
  expect(within(rows[0]).getByText('公開')).toBeInTheDocument();
  expect(within(rows[1]).getByText('下書き')).toBeInTheDocument();
  expect(within(rows[0]).getByText('2026年4月1日')).toBeInTheDocument();
  const edit = within(rows[1]).getByRole('link', { name: '編集' });
  expect(edit).toHaveAttribute('href', '/admin/tags/edit/2');
  expect(edit).toHaveAccessibleDescription('就労');
  // Only the title cell is named by the title (the browser test finds the new tag's cell by it).
  expect(within(rows[1]).getAllByRole('cell', { name: /就労/ })).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'タグを追加する' })).toHaveAttribute('href', '/admin/tags/new');
  expect(screen.getByText('全45件（1 / 3ページ）')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'ページ送り' })).toBeInTheDocument();
  expect(list).toHaveBeenCalledWith({ page: 1, per: 20, status: undefined }, expect.anything());
});

test('the status filter and the page live in the URL and reach the API', async () => {
  const list = jest.spyOn(api.tags, 'list').mockResolvedValue(paged(tags, { page: 2, total: 45, total_pages: 3 }));
  const view = renderWithProviders(<TagListPage />, { route: '/admin/tags?page=2' });
  await screen.findByRole('table');
  expect(list).toHaveBeenLastCalledWith({ page: 2, per: 20, status: undefined }, expect.anything());

  fireEvent.change(screen.getByLabelText('状態で絞り込む'), { target: { value: 'draft' } });
  await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, per: 20, status: 'draft' }, expect.anything()));
  expect(view.location()).toBe('/admin/tags?status=draft');
});

test('an empty list says so plainly', async () => {
  jest.spyOn(api.tags, 'list').mockResolvedValue(paged([]));
  renderWithProviders(<TagListPage />, { route: '/admin/tags' });
  expect(await screen.findByText(/まだタグがありません。/)).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('deleting asks first, then removes and reloads', async () => {
  const list = jest.spyOn(api.tags, 'list').mockResolvedValue(paged(tags));
  const remove = jest.spyOn(api.tags, 'remove').mockResolvedValue(undefined);
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  renderWithProviders(<TagListPage />, { route: '/admin/tags' });
  const button = within(await screen.findByRole('row', { name: /手話/ })).getByRole('button', { name: '削除' });

  fireEvent.click(button);
  expect(confirm).toHaveBeenCalledWith('タグ「手話」を削除しますか？\n削除すると元に戻せません。');
  expect(remove).not.toHaveBeenCalled();

  fireEvent.click(button);
  await waitFor(() => expect(remove).toHaveBeenCalledWith(1));
  expect(useSnackbar.getState().current).toMatchObject({ message: 'タグ「手話」を削除しました。', color: 'success' });
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
});

test('a refused deletion shows the server message as an error', async () => {
  jest.spyOn(api.tags, 'list').mockResolvedValue(paged(tags));
  jest.spyOn(api.tags, 'remove').mockRejectedValue(new ApiError(422, [{ message: 'このタグは質問に使われています。' }]));
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderWithProviders(<TagListPage />, { route: '/admin/tags' });
  fireEvent.click(within(await screen.findByRole('row', { name: /手話/ })).getByRole('button', { name: '削除' }));
  await waitFor(() =>
    expect(useSnackbar.getState().current).toMatchObject({ message: 'このタグは質問に使われています。', color: 'error' }),
  );
});

test('a failed load offers a retry', async () => {
  const list = jest
    .spyOn(api.tags, 'list')
    .mockRejectedValueOnce(new ApiError(0, []))
    .mockResolvedValueOnce(paged(tags));
  renderWithProviders(<TagListPage />, { route: '/admin/tags' });
  fireEvent.click(await screen.findByRole('button', { name: 'もう一度読み込む' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(list).toHaveBeenCalledTimes(2);
});
