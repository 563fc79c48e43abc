import { matchRoute } from './route-table';

const pathOf = (url: string) => matchRoute(url)?.entry.path ?? null;
const enc = (s: string) => encodeURIComponent(s);

it.each([
  ['/', '/'],
  ['/about', '/about'],
  ['/search', '/search/:search?'],
  [`/search/${enc('福祉')}`, '/search/:search?'],
  ['/public_profile', '/public_profile/:id?/:name?'],
  ['/public_profile/3', '/public_profile/:id?/:name?'],
  ['/public_profile/3/hanako', '/public_profile/:id?/:name?'],
  ['/view-profile/user/12', '/view-profile/:type?/:id?'],
  ['/list-of-experts/5', '/list-of-experts/:expertInfoId'],
  ['/column/column-detail/9', '/column/column-detail/:id?'],
  ['/column/search', '/column/search/:search?'],
  [`/column/${enc('就労支援')}`, '/column/:category'],
  [`/question-and-answer/search/${enc('手話')}`, '/question-and-answer/search/:search?'],
  [`/question-and-answer/${enc('未回答')}`, '/question-and-answer/:type'],
  [`/question-and-answer/${enc('専門家')}/12`, '/question-and-answer/:type/:id'],
  ['/my-page/edit-question', '/my-page/edit-question/:id?'],
  ['/admin/users/paid_member/4', '/admin/users/paid_member/:id?'],
])('%s is drawn by the entry %s', (url, pattern) => {
  expect(pathOf(url)).toBe(pattern);
});

it.each([
  '/no-such-page',
  `/question-and-answer/${enc('存在しない種類')}`,
  `/question-and-answer/${enc('存在しない種類')}/12`,
  '/admin/unknown/deeper',
  '/list-of-experts/5/extra',
  '/public_profile/3/hanako/more',
])('%s matches nothing (404)', (url) => {
  expect(matchRoute(url)).toBeNull();
});

it('gives the remote, layout, guard and the decoded params', () => {
  const match = matchRoute(`/question-and-answer/${enc('一般')}/12`);
  expect(match?.entry).toMatchObject({ remote: 'mf_public', layout: 'default' });
  expect(match?.params).toEqual({ type: '一般', id: '12' });
  expect(matchRoute('/my-page-expert/edit-info')?.entry).toMatchObject({ remote: 'mf_expert', guard: 'expert' });
  expect(matchRoute('/paid-member-register')?.entry).toMatchObject({ remote: 'mf_member', guard: 'signed-in' });
  expect(matchRoute('/admin/tags')?.entry).toMatchObject({ remote: 'mf_admin', layout: 'admin' });
  expect(matchRoute('/admin/tags')?.entry.guard).toBeUndefined();
});

it('leaves an optional segment out of the params when it is absent', () => {
  expect(matchRoute('/search')?.params.search).toBeUndefined();
  expect(matchRoute('/public_profile/3')?.params).toEqual({ id: '3', name: undefined });
});

it('does not throw on a malformed escape', () => {
  expect(matchRoute('/question-and-answer/%E5%B0')).toBeNull();
  expect(matchRoute('/search/%E5%B0')?.params.search).toBe('%E5%B0');
});
