import { fireEvent, renderWithProviders, screen, waitFor, within } from '@hiroba/shared-ui/test';
import { ApiError, api } from '@hiroba/api-client';
import { supporter } from '@hiroba/api-client/test-support';
import { useSnackbar } from '@hiroba/shared-ui';
import { paged } from '../../../shared/test/fixtures';
import SupporterListPage from './supporter-list-page';


beforeEach(() => useSnackbar.getState().close());
afterEach(() => jest.restoreAllMocks());

const rows = [
  supporter({ id: 1, name: '見本 花子', course: 'スペシャルサポーターコース', sort_order: 1 }),
  supporter({ id: 2, name: '仮名 たろう', course: '応援コース', message: null, sort_order: 2 }),
  supporter({ id: 3, name: '掲載前の人', course: '応援コース', message: null, sort_order: 3, published: false }),
];
const moved = (id: number, place: number) => {
  const order = rows.filter((r) => r.id !== id);
  order.splice(place - 1, 0, rows.find((r) => r.id === id)!);
  return order.map((r, i) => ({ ...r, sort_order: i + 1 }));
};
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

test('lists every supporter, shown or not, in order, with its actions', async () => {
  const list = jest.spyOn(api.crowdfundingSupporters, 'list').mockResolvedValue(paged(rows));
  renderWithProviders(<SupporterListPage />, { route: '/admin/supporters' });
  expect(screen.getByRole('heading', { level: 1, name: 'クラウドファンディング支援者の管理' })).toBeInTheDocument();
  const table = await screen.findByRole('table');
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['並び順', 'お名前', 'コース', 'メッセージ', '掲載', '操作']);
  const [first, second, third] = within(table).getAllByRole('row').slice(1);
  expect(within(first).getAllByRole('cell').slice(0, 5).map((td) => td.textContent)).toEqual([
    '1',
    '見本 花子',
    'スペシャルサポーターコース',
    'だれもが安心して相談できる場所が、ずっと続きますように。',
    '掲載中',
  ]);
  expect(within(second).getAllByRole('cell')[3]).toHaveTextContent('—');
  expect(within(third).getByText('非掲載')).toBeInTheDocument();

  const edit = within(second).getByRole('link', { name: '編集' });
  expect(edit).toHaveAttribute('href', '/admin/supporters/edit/2');
  expect(edit).toHaveAccessibleDescription('仮名 たろう');
  expect(within(second).getByRole('button', { name: '上へ' })).toHaveAccessibleDescription('仮名 たろう');
  // The ends cannot move further.
  expect(within(first).getByRole('button', { name: '上へ' })).toBeDisabled();
  expect(within(first).getByRole('button', { name: '下へ' })).toBeEnabled();
  expect(within(third).getByRole('button', { name: '下へ' })).toBeDisabled();
  expect(within(first).getByRole('button', { name: '掲載をやめる' })).toBeInTheDocument();
  expect(within(third).getByRole('button', { name: '掲載する' })).toBeInTheDocument();

  expect(screen.getByRole('link', { name: '支援者を追加する' })).toHaveAttribute('href', '/admin/supporters/new');
  expect(screen.getByRole('link', { name: '公開ページを見る' })).toHaveAttribute('href', '/list-of-crowdfunding-supporters');
  expect(list).toHaveBeenCalledWith({ status: 'all', per: 'all' }, expect.anything());
});

test('上へ moves a supporter one place up, says so, reloads, and keeps the focus on the moved row', async () => {
  const list = jest
    .spyOn(api.crowdfundingSupporters, 'list')
    .mockResolvedValueOnce(paged(rows))
    .mockResolvedValueOnce(paged(moved(2, 1)));
  const update = jest.spyOn(api.crowdfundingSupporters, 'update').mockResolvedValue({ ...rows[1], sort_order: 1 });
  renderWithProviders(<SupporterListPage />, { route: '/admin/supporters' });
  await screen.findByRole('table');
  const up = within(rowOf('仮名 たろう')).getByRole('button', { name: '上へ' });
  up.focus();
  fireEvent.click(up);
  await waitFor(() => expect(update).toHaveBeenCalledWith(2, { sort_order: 1 }));
  expect(useSnackbar.getState().current).toMatchObject({ message: '「仮名 たろう」を1番目に移しました。', color: 'success' });
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(within(screen.getAllByRole('row')[1]).getByRole('cell', { name: '仮名 たろう' })).toBeInTheDocument());
  // At the top now: 上へ is disabled, so the focus goes to the same row's 下へ.
  await waitFor(() => expect(document.activeElement).toBe(within(rowOf('仮名 たろう')).getByRole('button', { name: '下へ' })));
});

test('下へ moves one place down', async () => {
  jest.spyOn(api.crowdfundingSupporters, 'list').mockResolvedValueOnce(paged(rows)).mockResolvedValueOnce(paged(moved(1, 2)));
  const update = jest.spyOn(api.crowdfundingSupporters, 'update').mockResolvedValue({ ...rows[0], sort_order: 2 });
  renderWithProviders(<SupporterListPage />, { route: '/admin/supporters' });
  await screen.findByRole('table');
  fireEvent.click(within(rowOf('見本 花子')).getByRole('button', { name: '下へ' }));
  await waitFor(() => expect(update).toHaveBeenCalledWith(1, { sort_order: 2 }));
  await waitFor(() => expect(document.activeElement).toBe(within(rowOf('見本 花子')).getByRole('button', { name: '下へ' })));
});

test('掲載をやめる and 掲載する switch the published flag', async () => {
  const hidden = rows.map((r) => (r.id === 1 ? { ...r, published: false } : r));
  const list = jest
    .spyOn(api.crowdfundingSupporters, 'list')
    .mockResolvedValueOnce(paged(rows))
    .mockResolvedValueOnce(paged(hidden))
    .mockResolvedValueOnce(paged(hidden.map((r) => (r.id === 3 ? { ...r, published: true } : r))));
  const update = jest.spyOn(api.crowdfundingSupporters, 'update').mockResolvedValue(rows[0]);
  renderWithProviders(<SupporterListPage />, { route: '/admin/supporters' });
  await screen.findByRole('table');
  fireEvent.click(within(rowOf('見本 花子')).getByRole('button', { name: '掲載をやめる' }));
  await waitFor(() => expect(update).toHaveBeenCalledWith(1, { published: false }));
  expect(useSnackbar.getState().current?.message).toBe('「見本 花子」の掲載をやめました。');
  // The list loads again and shows the new state.
  expect(await within(rowOf('見本 花子')).findByText('非掲載')).toBeInTheDocument();
  expect(within(rowOf('見本 花子')).getByRole('button', { name: '掲載する' })).toBeInTheDocument();
  fireEvent.click(within(rowOf('掲載前の人')).getByRole('button', { name: '掲載する' }));
  await waitFor(() => expect(update).toHaveBeenLastCalledWith(3, { published: true }));
  expect(useSnackbar.getState().current?.message).toBe('「掲載前の人」を掲載しました。');
  expect(await within(rowOf('掲載前の人')).findByText('掲載中')).toBeInTheDocument();
  expect(list).toHaveBeenCalledTimes(3);
});

test("a refused change shows the server's message as an error", async () => {
  jest.spyOn(api.crowdfundingSupporters, 'list').mockResolvedValue(paged(rows));
  jest.spyOn(api.crowdfundingSupporters, 'update').mockRejectedValue(new ApiError(404, [{ message: '支援者が見つかりませんでした。' }]));
  renderWithProviders(<SupporterListPage />, { route: '/admin/supporters' });
  await screen.findByRole('table');
  fireEvent.click(within(rowOf('見本 花子')).getByRole('button', { name: '下へ' }));
  await waitFor(() =>
    expect(useSnackbar.getState().current).toMatchObject({ message: '「見本 花子」を移せませんでした。支援者が見つかりませんでした。', color: 'error' }),
  );
});

test('deleting asks first, then removes and reloads', async () => {
  const list = jest.spyOn(api.crowdfundingSupporters, 'list').mockResolvedValue(paged(rows));
  const remove = jest.spyOn(api.crowdfundingSupporters, 'remove').mockResolvedValue(undefined);
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  renderWithProviders(<SupporterListPage />, { route: '/admin/supporters' });
  await screen.findByRole('table');
  const button = within(rowOf('見本 花子')).getByRole('button', { name: '削除' });
  fireEvent.click(button);
  expect(confirm).toHaveBeenCalledWith('支援者「見本 花子」を削除しますか？\n削除すると元に戻せません。');
  expect(remove).not.toHaveBeenCalled();
  fireEvent.click(button);
  await waitFor(() => expect(remove).toHaveBeenCalledWith(1));
  expect(useSnackbar.getState().current).toMatchObject({ message: '支援者「見本 花子」を削除しました。', color: 'success' });
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
});

test('an empty list says so plainly', async () => {
  jest.spyOn(api.crowdfundingSupporters, 'list').mockResolvedValue(paged([]));
  renderWithProviders(<SupporterListPage />, { route: '/admin/supporters' });
  expect(await screen.findByText(/まだ支援者がいません。/)).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
