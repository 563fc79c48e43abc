import { act, fireEvent, renderWithProviders, screen, waitFor, within } from '@hiroba/shared-ui/test';
import { answer, answerError, column } from '@hiroba/api-client/test-support';
import { RUBY_PREVIEW_DELAY_MS } from '../hooks/use-ruby-preview';
import { ColumnForm } from './column-form';

// The analyser reads 市場 as しじょう; this column means いちば.
const written = column({ title: '駅前の市場', body: '<p>駅前の市場で買います。</p>', thumbnail: null, reading_corrections: [] });
const ruby = (base: string, reading: string) => `<ruby>${base}<rp>（</rp><rt>${reading}</rt><rp>）</rp></ruby>`;
const PREVIEW = {
  title: [['駅前', 'えきまえ'], 'の', ['市場', 'しじょう']],
  body_html: `<p>${ruby('駅前', 'えきまえ')}の${ruby('市場', 'しじょう')}で${ruby('買', 'か')}います。</p>`,
};
const previewAnswer = () => answer('post', 'columns/readings_preview', { data: PREVIEW });
const open = () => renderWithProviders(<ColumnForm column={written} categories={[written.category!]} tags={written.tags} experts={[]} />, { route: '/admin/columns/edit/1' });
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const furiganaSwitch = () => screen.getByRole('switch', { name: 'ふりがなを表示' });
const rows = () => screen.queryAllByRole('group', { name: /つ目/ });
const row = (n: number) => within(screen.getByRole('group', { name: `${n}つ目` }));

beforeEach(() => jest.useFakeTimers({ advanceTimers: true, doNotFake: ['queueMicrotask', 'setImmediate', 'nextTick'] }));
afterEach(() => jest.useRealTimers());

async function openPreview() {
  open();
  fireEvent.click(screen.getByRole('button', { name: 'プレビュー' }));
}

test('ふりがな is off by default and asks nothing; on, the preview shows the ruby and the corrections list', async () => {
  const preview = previewAnswer();
  await openPreview();
  expect(furiganaSwitch()).not.toBeChecked();
  await wait(RUBY_PREVIEW_DELAY_MS * 2);
  expect(preview.calls).toHaveLength(0);
  expect(document.querySelector('ruby')).toBeNull();

  fireEvent.click(furiganaSwitch());
  // Each word with ruby is a button named by the word and its reading.
  await waitFor(() => expect(screen.getAllByRole('button', { name: /^市場/ })).toHaveLength(2));
  expect(screen.getAllByRole('button', { name: /^市場/ })[0]).toHaveTextContent('市場（しじょう）');
  expect(preview.calls[0].body).toEqual({ title: '駅前の市場', body: '<p>駅前の市場で買います。</p>', reading_corrections: [] });
  expect(screen.getByText('読みの直しはまだありません。')).toBeInTheDocument();

  fireEvent.click(furiganaSwitch());
  expect(document.querySelector('ruby')).toBeNull();
});

test('clicking a word (or Enter on it) adds a row with the word and its reading and focuses the reading; a second time focuses the same row', async () => {
  const preview = previewAnswer();
  await openPreview();
  fireEvent.click(furiganaSwitch());
  await waitFor(() => expect(screen.getAllByRole('button', { name: /^市場/ })).toHaveLength(2));
  const [, bodyWord] = screen.getAllByRole('button', { name: /^市場/ });
  fireEvent.click(bodyWord);
  await waitFor(() => expect(row(1).getByRole('textbox', { name: '読み' })).toHaveFocus());
  expect(row(1).getByRole('textbox', { name: '読みを直す語' })).toHaveValue('市場');
  const reading = row(1).getByRole('textbox', { name: '読み' });
  expect(reading).toHaveValue('しじょう');

  fireEvent.change(reading, { target: { value: 'いちば' } });
  await wait(RUBY_PREVIEW_DELAY_MS + 100);
  await waitFor(() => expect(preview.calls.at(-1)!.body).toMatchObject({ reading_corrections: [{ term: '市場', reading: 'いちば' }] }));

  reading.blur();
  fireEvent.keyDown(screen.getAllByRole('button', { name: /^駅前/ })[0], { key: 'Enter' });
  await waitFor(() => expect(row(2).getByRole('textbox', { name: '読みを直す語' })).toHaveValue('駅前'));
  fireEvent.keyDown(screen.getAllByRole('button', { name: /^市場/ })[1], { key: ' ' });
  await waitFor(() => expect(row(1).getByRole('textbox', { name: '読み' })).toHaveFocus());
  expect(rows()).toHaveLength(2);
});

test('rows are added empty and removed with 「削除」; an incomplete row is not sent to the preview', async () => {
  const preview = previewAnswer();
  await openPreview();
  fireEvent.click(furiganaSwitch());
  await waitFor(() => expect(preview.calls).toHaveLength(1));
  fireEvent.click(screen.getByRole('button', { name: '読みの直しを追加' }));
  await waitFor(() => expect(row(1).getByRole('textbox', { name: '読みを直す語' })).toHaveFocus());
  fireEvent.change(row(1).getByRole('textbox', { name: '読みを直す語' }), { target: { value: '市場' } });
  await wait(RUBY_PREVIEW_DELAY_MS + 100);
  expect(preview.calls).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: '読みの直しを追加' }));
  expect(rows()).toHaveLength(2);
  fireEvent.click(row(1).getByRole('button', { name: '1つ目の読みの直しを削除' }));
  expect(rows()).toHaveLength(1);
  expect(row(1).getByRole('textbox', { name: '読みを直す語' })).toHaveValue('');
});

test("the server's refusal of a correction is shown beside the row's field, in the preview and on save", async () => {
  const message = '読みはひらがなで入力してください。';
  answerError('post', 'columns/readings_preview', 400, [{ field: 'reading_corrections.0.reading', message }]);
  await openPreview();
  fireEvent.click(furiganaSwitch());
  fireEvent.click(await screen.findByRole('button', { name: '読みの直しを追加' }));
  fireEvent.change(row(1).getByRole('textbox', { name: '読みを直す語' }), { target: { value: '市場' } });
  fireEvent.change(row(1).getByRole('textbox', { name: '読み' }), { target: { value: 'イチバ' } });
  await wait(RUBY_PREVIEW_DELAY_MS + 100);
  await waitFor(() => expect(row(1).getByRole('textbox', { name: '読み' })).toHaveAccessibleDescription(new RegExp(message)));
  expect(within(screen.getByRole('region', { name: /プレビュー/ })).getByRole('status')).toHaveTextContent('読みの直しに、直すところがあります。');

  const saved = answerError('patch', 'columns/:id', 400, [{ field: 'reading_corrections.0.reading', message: 'この読みは使えません。差別的な言葉を含む読みは表示しません。' }]);
  fireEvent.change(row(1).getByRole('textbox', { name: '読み' }), { target: { value: 'めくら' } });
  fireEvent.click(screen.getByRole('button', { name: '保存する' }));
  await waitFor(() => expect(saved.calls).toHaveLength(1));
  expect(saved.calls[0].body).toMatchObject({ reading_corrections: [{ term: '市場', reading: 'めくら' }] });
  await waitFor(() => expect(row(1).getByRole('textbox', { name: '読み' })).toHaveAccessibleDescription(/この読みは使えません。/));
});
