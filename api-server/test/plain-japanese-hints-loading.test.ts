// textlint is loaded on the first check of the plain-Japanese hints, once, and not by a server that
// never checks (docs/reading-aids.md#hints-in-the-editor). No database: the module alone.
const loads = jest.fn();
jest.mock('@textlint/kernel', () => {
  loads();
  return jest.requireActual('@textlint/kernel');
});

test('textlint loads on the first check of a text, once; an empty text loads nothing', async () => {
  const { plainJapaneseHints } = await import('../src/columns/plain-japanese-hints');
  expect(loads).not.toHaveBeenCalled();
  expect(await plainJapaneseHints('  ')).toEqual([]);
  expect(loads).not.toHaveBeenCalled();
  expect(await plainJapaneseHints('まず相談します。')).toEqual([]);
  expect((await plainJapaneseHints('相談支援専門員です。')).map((h) => h.rule)).toEqual(['max-kanji-continuous-len']);
  expect(loads).toHaveBeenCalledTimes(1);
});
