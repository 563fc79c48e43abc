import { act, fireEvent, renderWithProviders, screen, waitFor } from '@hiroba/shared-ui/test';
import { answer, answerError, column, type Answered } from '@hiroba/api-client/test-support';
import { HINTS_DELAY_MS } from '../hooks/use-plain-japanese-hints';
import { ColumnForm } from './column-form';

const written = column({ easy_summary: null });
const open = () => renderWithProviders(<ColumnForm column={written} categories={[written.category!]} tags={written.tags} experts={[]} />, { route: '/admin/columns/edit/1' });
const summaryBox = () => screen.getByRole('textbox', { name: 'やさしい日本語の要約' });
const type = (text: string) => fireEvent.change(summaryBox(), { target: { value: text } });
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const LONG_HINT = { rule: 'sentence-length', message: '1文が50文字を超えています（63文字）。短く分けると読みやすくなります。', line: 2, column: 1, index: 9 };
const hintsAnswer = (): Answered => answer('post', 'plain_japanese_hints', { data: { hints: [LONG_HINT] } });

// The pause is counted on fake timers; msw reads a request's body on the real microtasks and immediates.
beforeEach(() => jest.useFakeTimers({ advanceTimers: true, doNotFake: ['queueMicrotask', 'setImmediate', 'nextTick'] }));
afterEach(() => jest.useRealTimers());

test('the summary field is labelled and tells its limit', () => {
  open();
  expect(summaryBox()).toHaveAccessibleDescription(/1000文字まで/);
});

test('the hints come once typing pauses (one call, not one per key), each naming its line, announced politely', async () => {
  const hints = hintsAnswer();
  open();
  type('ま');
  await wait(200);
  type('まず');
  await wait(200);
  type('まず相談します。\nとても長い文です。');
  await wait(HINTS_DELAY_MS - 100);
  expect(hints.calls).toHaveLength(0);
  await wait(200);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('やさしい日本語のヒントが1件あります。'));
  expect(hints.calls).toHaveLength(1);
  expect(hints.calls[0].body).toEqual({ text: 'まず相談します。\nとても長い文です。' });
  expect(screen.getByRole('list', { name: 'やさしい日本語のヒントが1件あります。' })).toHaveTextContent('2行目：1文が50文字を超えています（63文字）。');
});

test('nothing is checked while an IME is composing; the check comes after the composition ends and typing pauses', async () => {
  const hints = hintsAnswer();
  open();
  fireEvent.compositionStart(summaryBox());
  type('そうだん');
  await wait(HINTS_DELAY_MS * 3);
  type('相談');
  await wait(HINTS_DELAY_MS * 3);
  expect(hints.calls).toHaveLength(0);
  fireEvent.compositionEnd(summaryBox());
  await wait(HINTS_DELAY_MS + 100);
  await waitFor(() => expect(hints.calls).toHaveLength(1));
  expect(hints.calls[0].body).toEqual({ text: '相談' });
});

test('plain text gets "no hints"; an empty field is not checked', async () => {
  const hints = answer('post', 'plain_japanese_hints', { data: { hints: [] } });
  open();
  type('まず相談します。');
  await wait(HINTS_DELAY_MS + 100);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('やさしい日本語のヒントはありません。'));
  type('   ');
  await wait(HINTS_DELAY_MS + 100);
  expect(hints.calls).toHaveLength(1);
  expect(screen.getByRole('status')).toHaveTextContent('');
});

test('the hints are advice: when they fail the column still saves with its summary', async () => {
  answerError('post', 'plain_japanese_hints', 500);
  const saved = answer('patch', 'columns/:id', { data: column({ easy_summary: 'まず相談します。' }) });
  open();
  type(' まず相談します。 ');
  await wait(HINTS_DELAY_MS + 100);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('ヒントを確かめられませんでした。保存はできます。'));
  fireEvent.click(screen.getByRole('button', { name: '保存する' }));
  await waitFor(() => expect(saved.calls).toHaveLength(1));
  expect(saved.calls[0].body).toMatchObject({ easy_summary: 'まず相談します。' });
});

test('a summary over the limit is stopped beside the field, naming it', async () => {
  answer('post', 'plain_japanese_hints', { data: { hints: [] } });
  open();
  type('あ'.repeat(1001));
  fireEvent.click(screen.getByRole('button', { name: '保存する' }));
  await waitFor(() => expect(summaryBox()).toHaveAccessibleDescription(/やさしい日本語の要約は1000文字以内で入力してください。/));
});
