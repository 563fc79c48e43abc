import { CONTENT_KINDS, ITEM_KINDS, ITEM_KIND_LABELS } from '../src/fields';
import { itemAnchor, itemOfUrl, itemPath } from '../src/items';

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

describe('itemOfUrl: the item a link of the site shows (removal requests name posts by it)', () => {
  it('reads questions, comments, replies and profiles, absolute or not', () => {
    const question = itemPath({ kind: 'question', id: 12, qa_type: '専門家' });
    expect(itemOfUrl(question)).toEqual({ kind: 'question', id: 12 });
    expect(itemOfUrl(`https://hiroba.example.jp${question}`)).toEqual({ kind: 'question', id: 12 });
    expect(itemOfUrl(`http://localhost:3000${question}?page=2`)).toEqual({ kind: 'question', id: 12 });
    expect(itemOfUrl(itemPath({ kind: 'comment', id: 7, question: { id: 12, qa_type: '一般' } }))).toEqual({ kind: 'comment', id: 7 });
    expect(itemOfUrl(itemPath({ kind: 'reply', id: 3, question: { id: 12, qa_type: '一般' } }))).toEqual({ kind: 'reply', id: 3 });
    expect(itemOfUrl(itemPath({ kind: 'profile', id: 5 }))).toEqual({ kind: 'profile', id: 5 });
  });

  it('is null for any other page or text', () => {
    for (const url of ['/', '/column/3', '/question-and-answer/専門家', 'これは投稿です', '/%E0%A4%A', '', 'https://example.jp/view-profile/expert/3']) {
      expect(itemOfUrl(url)).toBeNull();
    }
  });
});
