import { CONTENT_KINDS, ITEM_KINDS, ITEM_KIND_LABELS } from '../src/fields';
import { itemAnchor, itemPath } from '../src/items';

const question = { id: 12, qa_type: '専門家' as const };
const questionPage = `/question-and-answer/${encodeURIComponent('専門家')}/12`;

it('puts every kind of item at the page that shows it, an answer or reply at its place on its question', () => {
  expect(itemPath({ kind: 'question', ...question })).toBe(questionPage);
  expect(itemPath({ kind: 'comment', id: 5, question })).toBe(`${questionPage}#comment-5`);
  expect(itemPath({ kind: 'reply', id: 7, question })).toBe(`${questionPage}#reply-7`);
  expect(itemPath({ kind: 'column', id: 3 })).toBe('/column/column-detail/3');
  expect(itemPath({ kind: 'profile', id: 9 })).toBe('/view-profile/user/9');
  expect(itemAnchor('comment', 5)).toBe('comment-5');
});

it('names every kind, and the kinds with a page of their own are kinds', () => {
  expect(Object.keys(ITEM_KIND_LABELS).sort()).toEqual([...ITEM_KINDS].sort());
  expect(CONTENT_KINDS.every((kind) => (ITEM_KINDS as readonly string[]).includes(kind))).toBe(true);
});
