import { draftKey, dropDraft, keepDraft, readDraft } from './column-draft-store';
import { initialValues } from './column-form-values';

beforeEach(() => localStorage.clear());

test('a column being written is kept per column until dropped', () => {
  const values = { ...initialValues(), title: '書きかけ' };
  keepDraft(draftKey(null), values, new Date('2026-11-23T01:02:03.000Z'));
  keepDraft(draftKey(7), { ...values, title: '別のコラム' });
  expect(readDraft(draftKey(null))).toEqual({ values, keptAt: '2026-11-23T01:02:03.000Z' });
  expect(readDraft(draftKey(7))?.values.title).toBe('別のコラム');
  dropDraft(draftKey(null));
  expect(readDraft(draftKey(null))).toBeNull();
  expect(readDraft(draftKey(7))).not.toBeNull();
});

test('something unreadable in the storage is no draft', () => {
  localStorage.setItem(draftKey(null), '{not json');
  expect(readDraft(draftKey(null))).toBeNull();
  localStorage.setItem(draftKey(null), JSON.stringify({ values: null }));
  expect(readDraft(draftKey(null))).toBeNull();
});
