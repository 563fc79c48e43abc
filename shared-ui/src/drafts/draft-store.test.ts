import { DRAFT_EXPIRY_MS, draftKey, dropAllDrafts, dropDraft, hasKeptDraft, keepDraft, readDraft, sweepDrafts } from './draft-store';

const newColumn = draftKey({ form: 'column', person: 1, object: 'new' });
const column7 = draftKey({ form: 'column', person: 1, object: 7 });
const AT = new Date('2026-11-23T01:02:03.000Z');
const after = (ms: number) => new Date(AT.getTime() + ms);

test('a draft is named by its form, its person (or a visitor) and its object', () => {
  expect(newColumn).toBe('hiroba:column-draft:user-1:new');
  expect(draftKey({ form: 'reply', person: 5, object: 34 })).toBe('hiroba:reply-draft:user-5:34');
  expect(draftKey({ form: 'contact', person: null })).toBe('hiroba:contact-draft:visitor');
});

test('a form being written is kept per object until dropped', () => {
  const values = { title: '書きかけ', tag_ids: ['1'] };
  keepDraft(newColumn, values, AT);
  keepDraft(column7, { ...values, title: '別のコラム' });
  expect(readDraft(newColumn, after(1000))).toEqual({ values, keptAt: '2026-11-23T01:02:03.000Z' });
  expect(readDraft(column7)?.values.title).toBe('別のコラム');
  dropDraft(newColumn);
  expect(readDraft(newColumn)).toBeNull();
  expect(readDraft(column7)).not.toBeNull();
  expect(hasKeptDraft({ form: 'column', person: 1, object: 7 })).toBe(true);
  expect(hasKeptDraft({ form: 'column', person: 2, object: 7 })).toBe(false);
});

test('something unreadable in the storage is no draft', () => {
  localStorage.setItem(newColumn, '{not json');
  expect(readDraft(newColumn)).toBeNull();
  localStorage.setItem(newColumn, JSON.stringify({ values: null }));
  expect(readDraft(newColumn)).toBeNull();
  expect(localStorage.getItem(newColumn)).toBeNull();
});

test("a person's draft is kept 7 days, a visitor's one day, then removed", () => {
  const visitor = draftKey({ form: 'contact', person: null });
  keepDraft(newColumn, { title: '一週間' }, AT);
  keepDraft(visitor, { body: '一日' }, AT);
  expect(DRAFT_EXPIRY_MS).toEqual({ person: 7 * 24 * 3600_000, visitor: 24 * 3600_000 });
  expect(readDraft(visitor, after(DRAFT_EXPIRY_MS.visitor))).not.toBeNull();
  expect(readDraft(visitor, after(DRAFT_EXPIRY_MS.visitor + 1))).toBeNull();
  expect(localStorage.getItem(visitor)).toBeNull();
  expect(readDraft(newColumn, after(DRAFT_EXPIRY_MS.person))).not.toBeNull();
  expect(readDraft(newColumn, after(DRAFT_EXPIRY_MS.person + 1))).toBeNull();
  expect(localStorage.getItem(newColumn)).toBeNull();
});

test("the sweep removes anyone's expired drafts and nothing else", () => {
  const other = draftKey({ form: 'question', person: 9, object: 'new' });
  keepDraft(newColumn, { title: '古い' }, AT);
  keepDraft(other, { title: '新しい' }, after(DRAFT_EXPIRY_MS.person));
  localStorage.setItem('token', 'a-session');
  sweepDrafts(after(DRAFT_EXPIRY_MS.person + 1));
  expect(localStorage.getItem(newColumn)).toBeNull();
  expect(localStorage.getItem(other)).not.toBeNull();
  expect(localStorage.getItem('token')).toBe('a-session');
  dropAllDrafts();
  expect(localStorage.getItem(other)).toBeNull();
  expect(localStorage.getItem('token')).toBe('a-session');
  localStorage.removeItem('token');
});
