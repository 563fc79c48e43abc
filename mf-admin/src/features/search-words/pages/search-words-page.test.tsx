import { fireEvent, renderWithProviders, screen, waitFor, within } from '@hiroba/shared-ui/test';
import { axeViolations } from '@hiroba/shared-ui/test/axe';
import { answer, answerWith } from '@hiroba/api-client/test-support';
import { useSnackbar } from '@hiroba/shared-ui';
import { paged } from '../../../shared/test/fixtures';
import { makeBuiltinGroup, makeOperatorGroup, makeSearchMiss } from '../../../shared/test/search-fixtures';
import SearchWordsPage from './search-words-page';

beforeEach(() => useSnackbar.getState().close());
afterEach(() => jest.restoreAllMocks());

const ROUTE = '/admin/search-words';
const groups = [
  makeOperatorGroup(),
  makeBuiltinGroup(),
  makeBuiltinGroup({ key: 'sudachi:12', source: 'sudachi', topic: null, words: [{ text: 'グループホーム', reading: 'ぐるーぷほーむ', kind: 'main' }, { text: 'ケアホーム', reading: 'けあほーむ', kind: 'old' }] }),
];
const misses = [makeSearchMiss(), makeSearchMiss({ query: 'はったつ しょうがい', searches: 3, last_day: '2026-03-28' })];

/** Both lists answered the same way each time; the calls are recorded. */
function answerLists(list = groups, missed = misses) {
  return {
    list: answerWith('get', 'search_words', () => ({ body: paged(list) })),
    misses: answerWith('get', 'search_words/misses', () => ({ body: paged(missed) })),
  };
}

const groupTable = () => screen.findByRole('table', { name: '言いかえの一覧' });
const addForm = () => screen.getByRole('form', { name: '言いかえを追加する' });
const wordGroup = (form: HTMLElement) => within(form).getByRole('group', { name: '同じものをさす言葉' });

test('lists the groups with their words, source and note; built-in groups have no buttons and say why', async () => {
  const { list, misses: missed } = answerLists();
  const view = renderWithProviders(<SearchWordsPage />, { route: ROUTE });
  const table = await groupTable();
  expect(list.calls[0].query).toEqual({ page: '1', per: '20' });
  expect(missed.calls[0].query).toEqual({ page: '1', per: '20' });
  expect(screen.getByRole('heading', { level: 1, name: '検索の言いかえ' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['言いかえを追加する', '見つからなかった検索（この30日）', '言いかえの一覧']);

  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['言葉', '種類', 'メモ', '更新日', '操作']);
  const rows = within(table).getAllByRole('row').slice(1);
  // The operator's group: every word with its reading, the first one bold, and its buttons described by its name.
  expect(within(rows[0]).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['愛の手帳（あいのてちょう）', '療育手帳（りょういくてちょう）']);
  expect(within(rows[0]).getByText('愛の手帳')).toHaveStyle({ fontWeight: 700 });
  expect(within(rows[0]).getByRole('cell', { name: '運営者が追加' })).toBeInTheDocument();
  expect(within(rows[0]).getByRole('cell', { name: '東京都の呼び名' })).toBeInTheDocument();
  expect(within(rows[0]).getByText('2026年4月1日')).toBeInTheDocument();
  expect(within(rows[0]).getByRole('button', { name: '変更' })).toHaveAccessibleDescription('愛の手帳');
  expect(within(rows[0]).getByRole('button', { name: '削除' })).toHaveAccessibleDescription('愛の手帳');
  // Built-in groups: their source (and topic), no buttons.
  expect(within(rows[1]).getByRole('cell', { name: /^サイトの辞書\s*障害児の支援（児童福祉法）$/ })).toBeInTheDocument();
  expect(within(rows[1]).queryByRole('button')).not.toBeInTheDocument();
  expect(within(rows[1]).getByText('サイトの辞書（変更はコードで）')).toBeInTheDocument();
  expect(within(rows[2]).queryByRole('button')).not.toBeInTheDocument();
  expect(within(rows[2]).getByText('SudachiDict（変更はコードで）')).toBeInTheDocument();

  // The searches that found nothing, with a button per row described by its words.
  const missTable = screen.getByRole('table', { name: '見つからなかった検索（この30日）' });
  expect(within(missTable).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['検索された言葉', '回数', '最後の日', '操作']);
  const missRows = within(missTable).getAllByRole('row').slice(1);
  expect(within(missRows[0]).getAllByRole('cell').slice(0, 3).map((td) => td.textContent)).toEqual(['みどりの手帳', '12回', '2026年4月1日']);
  expect(within(missRows[1]).getByRole('button', { name: 'この言葉で言いかえを作る' })).toHaveAccessibleDescription('はったつ しょうがい');

  expect(await axeViolations(view.container)).toEqual([]);
});

test('with no searches that found nothing, says so', async () => {
  answerLists(groups, []);
  renderWithProviders(<SearchWordsPage />, { route: ROUTE });
  await groupTable();
  expect(await screen.findByText('この30日に、何も見つからなかった検索はありません。')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: '見つからなかった検索（この30日）' })).not.toBeInTheDocument();
});

test('the filters live in the URL and reach the API; the keyword is a search form submitted with its button or Enter', async () => {
  const { list } = answerLists();
  const view = renderWithProviders(<SearchWordsPage />, { route: `${ROUTE}?source=ours&keyword=${encodeURIComponent('手帳')}&page=2` });
  await groupTable();
  expect(list.calls[0].query).toEqual({ page: '2', per: '20', source: 'ours', keyword: '手帳' });
  const search = screen.getByRole('search', { name: '言いかえを言葉でさがす' });
  expect(within(search).getByRole('textbox', { name: '言葉でさがす' })).toHaveValue('手帳');

  fireEvent.change(screen.getByRole('combobox', { name: '種類' }), { target: { value: 'operator' } });
  await waitFor(() => expect(list.calls).toHaveLength(2));
  expect(list.calls[1].query).toEqual({ page: '1', per: '20', source: 'operator', keyword: '手帳' });
  expect(view.location()).toBe(`${ROUTE}?source=operator&keyword=${encodeURIComponent('手帳')}`);

  fireEvent.change(within(search).getByRole('textbox', { name: '言葉でさがす' }), { target: { value: ' ほうでい ' } });
  // Enter in the field submits the form: the browser's own submit, no key handler.
  fireEvent.submit(search);
  await waitFor(() => expect(list.calls).toHaveLength(3));
  expect(list.calls[2].query).toEqual({ page: '1', per: '20', source: 'operator', keyword: 'ほうでい' });

  fireEvent.change(within(search).getByRole('textbox', { name: '言葉でさがす' }), { target: { value: '' } });
  fireEvent.click(within(search).getByRole('button', { name: 'さがす' }));
  await waitFor(() => expect(list.calls).toHaveLength(4));
  expect(list.calls[3].query).toEqual({ page: '1', per: '20', source: 'operator' });
  expect(view.location()).toBe(`${ROUTE}?source=operator`);
});

test('adding sends the words (trimmed, empty readings left out) and the note, then both lists load again', async () => {
  const { list, misses: missed } = answerLists();
  const create = answer('post', 'search_words', { data: makeOperatorGroup({ id: 2, key: 'operator:2', words: [{ text: '愛の手帳', reading: 'あいのてちょう', kind: 'main' }, { text: 'みどりの手帳', reading: 'みどりのてちょう', kind: 'common' }] }) }, { status: 201 });
  renderWithProviders(<SearchWordsPage />, { route: ROUTE });
  await groupTable();
  const form = addForm();
  const words = within(form).getAllByRole('textbox', { name: '言葉' });
  const readings = within(form).getAllByRole('textbox', { name: '読み（ひらがな）' });
  expect(words).toHaveLength(2);
  expect(within(form).getByText(/最初の言葉がグループの名前で、検索結果に「「放デイ」は「放課後等デイサービス」でも探しました」/)).toBeInTheDocument();

  // A word is required in every row: checked before any call.
  fireEvent.change(words[0], { target: { value: '愛の手帳' } });
  fireEvent.click(within(form).getByRole('button', { name: '追加する' }));
  await waitFor(() => expect(words[1]).toHaveAccessibleDescription(/言葉を入力してください。/));
  expect(create.calls).toHaveLength(0);

  fireEvent.change(words[0], { target: { value: ' 愛の手帳 ' } });
  fireEvent.change(readings[0], { target: { value: ' あいのてちょう ' } });
  fireEvent.change(words[1], { target: { value: 'みどりの手帳' } });
  fireEvent.change(readings[1], { target: { value: '  ' } });
  fireEvent.change(within(form).getByRole('textbox', { name: 'メモ' }), { target: { value: ' 東京都の呼び名 ' } });
  fireEvent.click(within(form).getByRole('button', { name: '追加する' }));
  await waitFor(() => expect(create.calls).toHaveLength(1));
  expect(create.calls[0].body).toEqual({
    words: [{ text: '愛の手帳', reading: 'あいのてちょう' }, { text: 'みどりの手帳' }],
    note: '東京都の呼び名',
  });
  await waitFor(() => expect(list.calls).toHaveLength(2));
  await waitFor(() => expect(missed.calls).toHaveLength(2));
  expect(useSnackbar.getState().current).toMatchObject({ message: '言いかえ「愛の手帳」を追加しました。', color: 'success' });
  expect(words[0]).toHaveValue('');
  expect(readings[0]).toHaveValue('');
  expect(within(form).getByRole('textbox', { name: 'メモ' })).toHaveValue('');
});

test("the server's refusal lands beside the words, and focus moves there", async () => {
  answerLists();
  const message = '「B型」はすでに「就労継続支援B型」のグループに入っています。ほかに同じ言葉のないグループにまとめると、関係のない言葉どうしがつながってしまいます。';
  answer('post', 'search_words', { errors: [{ field: 'words', message }] }, { status: 409 });
  renderWithProviders(<SearchWordsPage />, { route: ROUTE });
  await groupTable();
  const form = addForm();
  const words = within(form).getAllByRole('textbox', { name: '言葉' });
  fireEvent.change(words[0], { target: { value: 'B型' } });
  fireEvent.change(words[1], { target: { value: 'B型肝炎' } });
  fireEvent.click(within(form).getByRole('button', { name: '追加する' }));
  const group = wordGroup(form);
  await waitFor(() => expect(group).toHaveAccessibleDescription(new RegExp(message)));
  expect(within(group).getByText(message)).toBeInTheDocument();
  await waitFor(() => expect(group).toHaveFocus());
  // What the person typed stays, and a change to a word takes the message away.
  expect(words[1]).toHaveValue('B型肝炎');
  fireEvent.change(words[1], { target: { value: '就労継続支援B型' } });
  expect(within(form).queryByText(message)).not.toBeInTheDocument();
});

test('rows are added up to the limit and removed, each removal described by its row\u2019s word', async () => {
  answerLists();
  renderWithProviders(<SearchWordsPage />, { route: ROUTE });
  await groupTable();
  const form = addForm();
  // Two rows to start with, which cannot be removed.
  expect(within(form).queryByRole('button', { name: 'この行を消す' })).not.toBeInTheDocument();

  const more = within(form).getByRole('button', { name: '言葉を増やす' });
  fireEvent.click(more);
  let words = within(form).getAllByRole('textbox', { name: '言葉' });
  expect(words).toHaveLength(3);
  await waitFor(() => expect(words[2]).toHaveFocus());
  fireEvent.change(words[2], { target: { value: 'みどりの手帳' } });
  const remove = within(form).getByRole('button', { name: 'この行を消す' });
  expect(remove).toHaveAccessibleDescription('みどりの手帳');

  fireEvent.click(remove);
  words = within(form).getAllByRole('textbox', { name: '言葉' });
  expect(words).toHaveLength(2);
  await waitFor(() => expect(words[1]).toHaveFocus());

  for (let i = 2; i < 20; i += 1) fireEvent.click(more);
  expect(within(form).getAllByRole('textbox', { name: '言葉' })).toHaveLength(20);
  expect(more).toBeDisabled();
  expect(more).toHaveAccessibleDescription('言葉は20個までです。');
  expect(within(form).getAllByRole('button', { name: 'この行を消す' })).toHaveLength(18);
});

test("変更 loads an operator's group into the form, which then sends update; 変更をやめる goes back to adding", async () => {
  const { list } = answerLists();
  const update = answer('patch', 'search_words/:id', { data: makeOperatorGroup({ note: '東京都の呼び名（みどりの手帳とも）' }) });
  renderWithProviders(<SearchWordsPage />, { route: ROUTE });
  const row = within(await groupTable()).getAllByRole('row')[1];

  fireEvent.click(within(row).getByRole('button', { name: '変更' }));
  const form = screen.getByRole('form', { name: '言いかえを変更する' });
  expect(screen.getByRole('heading', { level: 2, name: '言いかえを変更する' })).toBeInTheDocument();
  const words = within(form).getAllByRole('textbox', { name: '言葉' });
  expect(words.map((input) => (input as HTMLInputElement).value)).toEqual(['愛の手帳', '療育手帳']);
  expect(within(form).getAllByRole('textbox', { name: '読み（ひらがな）' }).map((input) => (input as HTMLInputElement).value)).toEqual(['あいのてちょう', 'りょういくてちょう']);
  await waitFor(() => expect(words[0]).toHaveFocus());

  fireEvent.click(within(form).getByRole('button', { name: '言葉を増やす' }));
  fireEvent.change(within(form).getAllByRole('textbox', { name: '言葉' })[2], { target: { value: 'みどりの手帳' } });
  fireEvent.click(within(form).getByRole('button', { name: '変更する' }));
  await waitFor(() => expect(update.calls).toHaveLength(1));
  expect(update.calls[0].params).toEqual({ id: '1' });
  expect(update.calls[0].body).toEqual({
    words: [
      { text: '愛の手帳', reading: 'あいのてちょう' },
      { text: '療育手帳', reading: 'りょういくてちょう' },
      { text: 'みどりの手帳' },
    ],
    note: '東京都の呼び名',
  });
  await waitFor(() => expect(list.calls).toHaveLength(2));
  expect(useSnackbar.getState().current).toMatchObject({ message: '言いかえ「愛の手帳」を変更しました。', color: 'success' });
  // Saved: the form adds again, empty.
  expect(addForm()).toBeInTheDocument();
  expect(within(addForm()).getAllByRole('textbox', { name: '言葉' }).map((input) => (input as HTMLInputElement).value)).toEqual(['', '']);

  // 変更をやめる: back to an empty add form, focus on its first word.
  fireEvent.click(within(within(await groupTable()).getAllByRole('row')[1]).getByRole('button', { name: '変更' }));
  fireEvent.click(within(screen.getByRole('form', { name: '言いかえを変更する' })).getByRole('button', { name: '変更をやめる' }));
  const first = within(addForm()).getAllByRole('textbox', { name: '言葉' })[0];
  expect(first).toHaveValue('');
  await waitFor(() => expect(first).toHaveFocus());
  expect(update.calls).toHaveLength(1);
});

test("a search that found nothing starts a group: its words go into the first word, and focus moves there", async () => {
  answerLists();
  renderWithProviders(<SearchWordsPage />, { route: ROUTE });
  await groupTable();
  const missRow = within(screen.getByRole('table', { name: '見つからなかった検索（この30日）' })).getAllByRole('row')[1];
  fireEvent.click(within(missRow).getByRole('button', { name: 'この言葉で言いかえを作る' }));
  const first = within(addForm()).getAllByRole('textbox', { name: '言葉' })[0];
  expect(first).toHaveValue('みどりの手帳');
  await waitFor(() => expect(first).toHaveFocus());

  // While a group is being changed, the button starts a new one instead.
  fireEvent.click(within(within(await groupTable()).getAllByRole('row')[1]).getByRole('button', { name: '変更' }));
  fireEvent.click(within(missRow).getByRole('button', { name: 'この言葉で言いかえを作る' }));
  const form = addForm();
  expect(within(form).getAllByRole('textbox', { name: '言葉' }).map((input) => (input as HTMLInputElement).value)).toEqual(['みどりの手帳', '']);
});

test('deleting asks first, then removes the group', async () => {
  answerLists();
  const remove = answer('delete', 'search_words/:id');
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  renderWithProviders(<SearchWordsPage />, { route: ROUTE });
  const button = within(within(await groupTable()).getAllByRole('row')[1]).getByRole('button', { name: '削除' });
  fireEvent.click(button);
  expect(confirm).toHaveBeenCalledWith('言いかえ「愛の手帳」を削除しますか？\n削除すると元に戻せません。');
  expect(remove.calls).toHaveLength(0);
  fireEvent.click(button);
  await waitFor(() => expect(remove.calls).toHaveLength(1));
  expect(remove.calls[0].params).toEqual({ id: '1' });
  await waitFor(() => expect(useSnackbar.getState().current).toMatchObject({ message: '言いかえ「愛の手帳」を削除しました。', color: 'success' }));
});
