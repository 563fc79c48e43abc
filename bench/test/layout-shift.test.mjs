// Which pages the layout-shift run opens, and as whom: every page the browser draws for a signed-in
// person, read from the route table, the public pages a member opens first, and those a visitor with
// ふりがな on opens.
import { publicPagesAsMember, publicPagesWithFurigana, signedInPages } from '../layout-shift/measure.mjs';

test('the signed-in pages come from the route table, each with the account its guard asks for', async () => {
  const pages = await signedInPages();
  const who = Object.fromEntries(pages.map((p) => [p.path, p.who]));
  expect(who['/my-page']).toBe('member');
  expect(who['/my-page/favorite-list']).toBe('member');
  expect(who['/my-page-expert']).toBe('expert');
  expect(who['/admin']).toBe('admin');
  // An optional id is left out; a page that needs one has no single URL and is not opened.
  expect(who['/admin/categories/edit']).toBe('admin');
  expect(pages.some((p) => p.path.includes(':'))).toBe(false);
  // Public pages (drawn on the server, measured by Lighthouse) and the admin's sign-in are not here.
  expect(who['/']).toBeUndefined();
  expect(who['/question-and-answer']).toBeUndefined();
  expect(who['/admin-login']).toBeUndefined();
});

test('a paid member also opens the top page, the two lists and the newest question, which the server draws as a visitor sees them', async () => {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async () => new Response(JSON.stringify({ data: [{ id: 7, qa_type: '専門家' }] }));
  try {
    expect(await publicPagesAsMember('http://127.0.0.1:1')).toEqual([
      { name: 'top-as-member', path: '/', who: 'member' },
      { name: 'question-list-as-member', path: '/question-and-answer', who: 'member' },
      { name: 'column-list-as-member', path: '/column', who: 'member' },
      { name: 'question-detail-as-member', path: '/question-and-answer/専門家/7', who: 'member' },
    ]);
  } finally {
    globalThis.fetch = realFetch;
  }
});

test('a visitor with ふりがな on opens the top page, /about, and the site’s newest question and column', async () => {
  const answers = {
    '/api/v1/questions?per=1': { data: [{ id: 7, qa_type: '専門家' }] },
    '/api/v1/columns?per=1': { data: [{ id: 3 }] },
  };
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (url) => new Response(JSON.stringify(answers[new URL(url).pathname + new URL(url).search]));
  try {
    const pages = await publicPagesWithFurigana('http://127.0.0.1:1');
    expect(pages.map((p) => [p.name, p.path, p.who, p.furigana])).toEqual([
      ['top-furigana', '/', 'visitor', true],
      ['about-furigana', '/about', 'visitor', true],
      ['question-detail-furigana', '/question-and-answer/専門家/7', 'visitor', true],
      ['column-detail-furigana', '/column/column-detail/3', 'visitor', true],
    ]);
  } finally {
    globalThis.fetch = realFetch;
  }
});
