import { fireEvent, renderWithProviders, screen, waitFor, within } from '@hiroba/shared-ui/test';
import { answer, answerWith } from '@hiroba/api-client/test-support';
import { useSnackbar } from '@hiroba/shared-ui';
import { paged } from '../../../shared/test/fixtures';
import { makeHelpLine } from '../../../shared/test/safety-fixtures';
import { todayInJapan } from '../lib/today-in-japan';
import HelpLineListPage from './help-line-list-page';

beforeEach(() => useSnackbar.getState().close());
afterEach(() => jest.restoreAllMocks());

const lines = [makeHelpLine(), makeHelpLine({ id: 2, name: 'いのちの電話', number: '0120-783-556', hours: '毎日 16時〜21時', note: '無料', sort_order: 2, checked_on: '2026-03-15' })];

test('lists the help lines in order with name, number as a tel: link, hours, note and 最終確認日', async () => {
  const list = answer('get', 'help_lines', paged(lines));
  renderWithProviders(<HelpLineListPage />, { route: '/admin/help-lines' });
  const table = await screen.findByRole('table');
  expect(list.calls[0].query).toEqual({ per: 'all' });
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['並び順', '名前', '電話番号', '受付時間', '備考', '最終確認日', '操作']);
  const row = within(table).getAllByRole('row')[2];
  expect(within(row).getByRole('cell', { name: 'いのちの電話' })).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: '0120-783-556' })).toHaveAttribute('href', 'tel:0120-783-556');
  expect(within(row).getByText('毎日 16時〜21時')).toBeInTheDocument();
  expect(within(row).getByText('無料')).toBeInTheDocument();
  expect(within(row).getByText('2026年3月15日')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: '今日確認した' })).toHaveAccessibleDescription('いのちの電話');
});

test('今日確認した records today in Japan at once, and the list loads again', async () => {
  const list = answerWith('get', 'help_lines', () => ({ body: paged(lines) }));
  const update = answer('patch', 'help_lines/:id', { data: makeHelpLine({ checked_on: todayInJapan() }) });
  renderWithProviders(<HelpLineListPage />, { route: '/admin/help-lines' });
  fireEvent.click(within((await screen.findAllByRole('row'))[1]).getByRole('button', { name: '今日確認した' }));
  await waitFor(() => expect(update.calls).toHaveLength(1));
  expect(update.calls[0].params).toEqual({ id: '1' });
  expect(update.calls[0].body).toEqual({ checked_on: todayInJapan() });
  await waitFor(() => expect(list.calls).toHaveLength(2));
});

test("today in Japan is the Japanese date, whatever the browser's zone", () => {
  // 2026-04-01 20:00 UTC is 2026-04-02 05:00 in Japan.
  expect(todayInJapan(new Date('2026-04-01T20:00:00Z'))).toBe('2026-04-02');
  expect(todayInJapan(new Date('2026-04-01T14:59:00Z'))).toBe('2026-04-01');
});

test('adding: the dialog checks the fields, sends the body and closes; focus returns to its button', async () => {
  answerWith('get', 'help_lines', () => ({ body: paged(lines) }));
  const create = answer('post', 'help_lines', { data: makeHelpLine({ id: 3, name: 'よりそいホットライン' }) }, { status: 201 });
  renderWithProviders(<HelpLineListPage />, { route: '/admin/help-lines' });
  await screen.findByRole('table');
  const opener = screen.getByRole('button', { name: '相談窓口を追加する' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: '相談窓口を追加する' });
  const name = within(dialog).getByRole('textbox', { name: '名前' });
  const number = within(dialog).getByRole('textbox', { name: '電話番号' });
  expect(within(dialog).getByLabelText(/^最終確認日/)).toHaveValue(todayInJapan());

  fireEvent.change(number, { target: { value: '0120 279 338' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
  await waitFor(() => expect(name).toHaveAccessibleDescription(/名前を入力してください。/));
  expect(number).toHaveAccessibleDescription(/電話番号は数字とハイフンで入力してください。/);
  expect(create.calls).toHaveLength(0);

  fireEvent.change(name, { target: { value: 'よりそいホットライン' } });
  fireEvent.change(number, { target: { value: '0120-279-338' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: '受付時間' }), { target: { value: '24時間' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
  await waitFor(() => expect(create.calls).toHaveLength(1));
  expect(create.calls[0].body).toEqual({ name: 'よりそいホットライン', number: '0120-279-338', hours: '24時間', note: null, checked_on: todayInJapan() });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());
  expect(useSnackbar.getState().current).toMatchObject({ message: '相談窓口「よりそいホットライン」を追加しました。', color: 'success' });
});

test("editing starts from the line, 今日確認した fills in today, and the server's refusal lands beside its field", async () => {
  answer('get', 'help_lines', paged(lines));
  const update = answerWith('patch', 'help_lines/:id', (n) =>
    n === 0 ? { status: 400, body: { errors: [{ field: 'number', message: '電話番号は20文字以内で入力してください。' }] } } : { body: { data: makeHelpLine() } },
  );
  renderWithProviders(<HelpLineListPage />, { route: '/admin/help-lines' });
  fireEvent.click(within((await screen.findAllByRole('row'))[2]).getByRole('button', { name: '編集' }));
  const dialog = await screen.findByRole('dialog', { name: '「いのちの電話」を編集する' });
  const number = within(dialog).getByRole('textbox', { name: '電話番号' });
  expect(number).toHaveValue('0120-783-556');
  const checked = within(dialog).getByLabelText(/^最終確認日/);
  expect(checked).toHaveValue('2026-03-15');
  fireEvent.click(within(dialog).getByRole('button', { name: '今日確認した' }));
  expect(checked).toHaveValue(todayInJapan());

  fireEvent.click(within(dialog).getByRole('button', { name: '変更を保存する' }));
  await waitFor(() => expect(number).toHaveAccessibleDescription(/電話番号は20文字以内で入力してください。/));
  expect(update.calls[0].params).toEqual({ id: '2' });
  expect(update.calls[0].body).toEqual({ name: 'いのちの電話', number: '0120-783-556', hours: '毎日 16時〜21時', note: '無料', sort_order: 2, checked_on: todayInJapan() });

  fireEvent.keyDown(number, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('deleting asks first, then removes', async () => {
  answer('get', 'help_lines', paged(lines));
  const remove = answer('delete', 'help_lines/:id');
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderWithProviders(<HelpLineListPage />, { route: '/admin/help-lines' });
  fireEvent.click(within((await screen.findAllByRole('row'))[1]).getByRole('button', { name: '削除' }));
  expect(confirm).toHaveBeenCalledWith('相談窓口「こころの健康相談統一ダイヤル」を削除しますか？\n削除すると元に戻せません。');
  await waitFor(() => expect(remove.calls).toHaveLength(1));
  expect(remove.calls[0].params).toEqual({ id: '1' });
});
