import { fireEvent, renderWithProviders, screen, waitFor, within } from '@hiroba/shared-ui/test';
import { answer, answerWith } from '@hiroba/api-client/test-support';
import { WATCHED_WORD_ACTION_LABELS } from '@hiroba/contract/fields';
import { useSnackbar } from '@hiroba/shared-ui';
import { paged } from '../../../shared/test/fixtures';
import { makeWatchedWord } from '../../../shared/test/safety-fixtures';
import WatchedWordListPage from './watched-word-list-page';

beforeEach(() => useSnackbar.getState().close());
afterEach(() => jest.restoreAllMocks());

const words = [makeWatchedWord(), makeWatchedWord({ id: 2, word: '090-', action: 'hold' })];

test('lists the words with their action, and explains each action and how words are matched', async () => {
  const list = answer('get', 'watched_words', paged(words));
  renderWithProviders(<WatchedWordListPage />, { route: '/admin/watched-words' });
  const table = await screen.findByRole('table');
  expect(list.calls[0].query).toEqual({ page: '1', per: '20' });
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['言葉', '対応', '更新日', '操作']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(within(rows[0]).getByRole('cell', { name: '死にたい' })).toBeInTheDocument();
  expect(within(rows[0]).getByRole('combobox', { name: '「死にたい」の対応' })).toHaveValue('crisis');
  expect(within(rows[1]).getByRole('combobox', { name: '「090-」の対応' })).toHaveValue('hold');
  expect(within(rows[1]).getByRole('button', { name: '削除' })).toHaveAccessibleDescription('090-');
  for (const label of Object.values(WATCHED_WORD_ACTION_LABELS)) expect(screen.getAllByText(label).length).toBeGreaterThan(0);
  expect(screen.getByText(/全角と半角、ひらがなとカタカナの違いを区別しません/)).toBeInTheDocument();
});

test('the action filter lives in the URL and reaches the API', async () => {
  const list = answerWith('get', 'watched_words', () => ({ body: paged(words) }));
  const view = renderWithProviders(<WatchedWordListPage />, { route: '/admin/watched-words' });
  await screen.findByRole('table');
  fireEvent.change(screen.getByRole('combobox', { name: '対応で絞り込む' }), { target: { value: 'block' } });
  await waitFor(() => expect(list.calls).toHaveLength(2));
  expect(list.calls[1].query).toEqual({ page: '1', per: '20', action: 'block' });
  expect(view.location()).toBe('/admin/watched-words?action=block');
});

test('adding sends the word and its action, then the list loads again', async () => {
  const list = answerWith('get', 'watched_words', () => ({ body: paged(words) }));
  const create = answer('post', 'watched_words', { data: makeWatchedWord({ id: 3, word: '住所', action: 'flag' }) }, { status: 201 });
  renderWithProviders(<WatchedWordListPage />, { route: '/admin/watched-words' });
  await screen.findByRole('table');
  const form = screen.getByRole('form', { name: '確認する言葉を追加する' });
  const word = within(form).getByRole('textbox', { name: '言葉' });

  fireEvent.click(within(form).getByRole('button', { name: '追加する' }));
  await waitFor(() => expect(word).toHaveAccessibleDescription(/言葉を入力してください。/));
  expect(create.calls).toHaveLength(0);

  fireEvent.change(word, { target: { value: ' 住所 ' } });
  fireEvent.change(within(form).getByRole('combobox', { name: '対応' }), { target: { value: 'flag' } });
  fireEvent.click(within(form).getByRole('button', { name: '追加する' }));
  await waitFor(() => expect(create.calls).toHaveLength(1));
  expect(create.calls[0].body).toEqual({ word: '住所', action: 'flag' });
  await waitFor(() => expect(list.calls).toHaveLength(2));
  expect(useSnackbar.getState().current).toMatchObject({ message: '「住所」を追加しました。', color: 'success' });
  expect(word).toHaveValue('');
});

test("the server's refusal lands beside the word", async () => {
  answer('get', 'watched_words', paged(words));
  answer('post', 'watched_words', { errors: [{ field: 'word', message: '「死にたい」はすでに登録されています。' }] }, { status: 409 });
  renderWithProviders(<WatchedWordListPage />, { route: '/admin/watched-words' });
  await screen.findByRole('table');
  const form = screen.getByRole('form', { name: '確認する言葉を追加する' });
  const word = within(form).getByRole('textbox', { name: '言葉' });
  fireEvent.change(word, { target: { value: '死にたい' } });
  fireEvent.click(within(form).getByRole('button', { name: '追加する' }));
  await waitFor(() => expect(word).toHaveAccessibleDescription(/「死にたい」はすでに登録されています。/));
  expect(word).toHaveAttribute('aria-invalid', 'true');
});

test("changing a word's action sends it at once; a refusal shows beside that select", async () => {
  const list = answerWith('get', 'watched_words', () => ({ body: paged(words) }));
  const update = answerWith('patch', 'watched_words/:id', (n) =>
    n === 0 ? { body: { data: makeWatchedWord({ action: 'flag' }) } } : { status: 404, body: { errors: [{ message: 'この言葉は見つかりません。' }] } },
  );
  renderWithProviders(<WatchedWordListPage />, { route: '/admin/watched-words' });
  const row = (await screen.findAllByRole('row'))[1];
  fireEvent.change(within(row).getByRole('combobox', { name: '「死にたい」の対応' }), { target: { value: 'flag' } });
  await waitFor(() => expect(update.calls).toHaveLength(1));
  expect(update.calls[0].params).toEqual({ id: '1' });
  expect(update.calls[0].body).toEqual({ action: 'flag' });
  await waitFor(() => expect(list.calls).toHaveLength(2));

  const select = within(screen.getAllByRole('row')[2]).getByRole('combobox', { name: '「090-」の対応' });
  fireEvent.change(select, { target: { value: 'block' } });
  await waitFor(() => expect(select).toHaveAccessibleDescription(/この言葉は見つかりません。/));
});

test('deleting asks first, then removes', async () => {
  answer('get', 'watched_words', paged(words));
  const remove = answer('delete', 'watched_words/:id');
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  renderWithProviders(<WatchedWordListPage />, { route: '/admin/watched-words' });
  const button = within((await screen.findAllByRole('row'))[1]).getByRole('button', { name: '削除' });
  fireEvent.click(button);
  expect(confirm).toHaveBeenCalledWith('確認する言葉「死にたい」を削除しますか？\n削除すると元に戻せません。');
  expect(remove.calls).toHaveLength(0);
  fireEvent.click(button);
  await waitFor(() => expect(remove.calls).toHaveLength(1));
  expect(remove.calls[0].params).toEqual({ id: '1' });
});
