// The route table and its two readers of URLs: matchPage (which page a URL shows, for the shell and
// the server) and pagePath (the URL of a page, for every link).
import { QUESTION_TYPES } from '../src/fields';
import { LAYOUT_NAMES, PAGE_ROUTES, REMOTE_NAMES, ROUTE_GUARDS, drawnOnServer, matchPage, pagePath, type PageEntry } from '../src/routes';

const pathOf = (url: string) => matchPage(url)?.route.path ?? null;
const enc = (s: string) => encodeURIComponent(s);

describe('the table', () => {
  it.each((PAGE_ROUTES as readonly PageEntry[]).map((r) => [r.name, r] as const))('%s is well formed', (_, route) => {
    expect(route.path.startsWith('/')).toBe(true);
    expect(REMOTE_NAMES).toContain(route.remote);
    expect(LAYOUT_NAMES).toContain(route.layout);
    if (route.guard !== undefined) expect(ROUTE_GUARDS).toContain(route.guard);
    for (const [param, values] of Object.entries(route.params ?? {})) {
      expect(route.path).toMatch(new RegExp(`:${param}\\??(/|$)`));
      expect(values.length).toBeGreaterThan(0);
    }
  });

  it('lists each name and each path once', () => {
    const names = PAGE_ROUTES.map((r) => r.name);
    const paths = PAGE_ROUTES.map((r) => r.path);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('allows the Q&A views of the contract, no more, no fewer', () => {
    for (const name of ['question-type', 'question-detail'] as const) {
      expect(PAGE_ROUTES.find((r) => r.name === name)).toMatchObject({ params: { type: [...QUESTION_TYPES] } });
    }
  });
});

describe('matchPage', () => {
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
    ['/admin/users/paid_member/4', '/admin/users/:kind/:id?'],
    ['/admin/experts/new', '/admin/experts/new'],
    ['/column/x?page=2', '/column/:category'],
    ['/column/', '/column'],
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
    '/search/a/b',
    '/admin/experts/new/x',
    // The kinds are the four roles; anything else is not a user page.
    '/admin/users/visitor/4',
    '/my-page/unknown',
    '/%E0%A4%A',
  ])('%s matches nothing (404)', (url) => {
    expect(matchPage(url)).toBeNull();
  });

  it('does not depend on the order of the table: fixed segments outrank parameters', () => {
    // The search-by-tag page once answered 404 on a direct load because a /:type/:id route caught it.
    expect(matchPage(`/question-and-answer/search/${enc('手話')}`)?.route.name).toBe('question-search');
    expect(matchPage('/question-and-answer/search')?.route.name).toBe('question-search');
    expect(matchPage('/column/search/x')?.route.name).toBe('column-search');
    expect(matchPage('/column/column-detail')?.route.name).toBe('column-detail');
  });

  it('gives the remote, layout, guard and the decoded params', () => {
    const match = matchPage(`/question-and-answer/${enc('一般')}/12`);
    expect(match?.route).toMatchObject({ name: 'question-detail', remote: 'mf_public', layout: 'default' });
    expect(match?.params).toEqual({ type: '一般', id: '12' });
    expect(matchPage('/my-page-expert/edit-info')?.route).toMatchObject({ remote: 'mf_expert', guard: 'expert' });
    expect(matchPage('/paid-member-register')?.route).toMatchObject({ remote: 'mf_member', guard: 'signed-in' });
    expect(matchPage('/admin/tags')?.route).toMatchObject({ remote: 'mf_admin', layout: 'admin' });
    expect(matchPage('/admin/tags')?.route.guard).toBeUndefined();
  });

  it('leaves an optional segment out of the params when it is absent', () => {
    expect(matchPage('/search')?.params.search).toBeUndefined();
    expect(matchPage('/public_profile/3')?.params).toEqual({ id: '3', name: undefined });
  });

  it('does not throw on a malformed escape', () => {
    expect(matchPage('/question-and-answer/%E5%B0')).toBeNull();
    expect(matchPage('/search/%E5%B0')?.params.search).toBe('%E5%B0');
  });

  it('is case-sensitive, like the server always was', () => {
    expect(matchPage('/About')).toBeNull();
  });
});

describe('pagePath', () => {
  it('writes fixed paths as they are', () => {
    expect(pagePath('top')).toBe('/');
    expect(pagePath('my-page')).toBe('/my-page');
    expect(pagePath('admin-dashboard')).toBe('/admin');
  });

  it('encodes each parameter once (Japanese segments, slashes, spaces)', () => {
    expect(pagePath('question-detail', { type: '専門家', id: 12 })).toBe(`/question-and-answer/${enc('専門家')}/12`);
    expect(pagePath('question-search', { search: '手話 通訳' })).toBe(`/question-and-answer/search/${enc('手話 通訳')}`);
    expect(pagePath('column-category', { category: 'a/b' })).toBe('/column/a%2Fb');
    expect(pagePath('admin-user-detail', { kind: 'paid_member', id: 4 })).toBe('/admin/users/paid_member/4');
    expect(pagePath('admin-user-detail', { kind: 'free_member', id: 4 })).toBe('/admin/users/free_member/4');
  });

  it('leaves an absent optional parameter out', () => {
    expect(pagePath('search')).toBe('/search');
    expect(pagePath('search', { search: '' })).toBe('/search');
    expect(pagePath('edit-question', { id: 5 })).toBe('/my-page/edit-question/5');
    expect(() => pagePath('public-profile', { name: 'x' })).toThrow();
  });

  it('adds an encoded query, leaving out undefined and null', () => {
    expect(pagePath('login', {}, { redirect: '/my-page/favorite-list?page=2' })).toBe(`/login?redirect=${enc('/my-page/favorite-list?page=2')}`);
    expect(pagePath('admin-columns', {}, { status: 'all', page: undefined, q: null })).toBe('/admin/columns?status=all');
    expect(pagePath('post-question', {}, { expert_info_id: 3 })).toBe('/my-page/post-question?expert_info_id=3');
  });

  it.each((PAGE_ROUTES as readonly PageEntry[]).map((r) => [r.name, r] as const))('the URL of %s shows that page', (name, route) => {
    const sample = Object.fromEntries(
      route.path
        .split('/')
        .filter((part) => part.startsWith(':'))
        .map((part) => part.replace(/^:|\?$/g, ''))
        .map((param) => [param, route.params?.[param]?.[0] ?? '福祉 1']),
    );
    expect(matchPage((pagePath as (n: string, p: object) => string)(name, sample))?.route.name).toBe(name);
  });
});

// docs/server-rendering.md#what-is-drawn-where: the server draws what anyone may read, as a visitor.
describe('drawnOnServer', () => {
  const drawn = (url: string) => drawnOnServer(matchPage(url)!.route);

  it.each(['/', '/question-and-answer', '/question-and-answer/専門家/1', '/column', '/login', '/sign-up-intro', '/search/福祉', '/list-of-experts'])(
    'draws the public page %s on the server',
    (url) => expect(drawn(encodeURI(url))).toBe(true),
  );

  it.each(['/my-page', '/my-page/post-question', '/my-page-expert', '/paid-member-register', '/admin-login', '/admin/users'])(
    'leaves %s (signed-in or admin) to the browser',
    (url) => expect(drawn(url)).toBe(false),
  );

  it('no page with a guard is drawn on the server', () => {
    expect((PAGE_ROUTES as readonly PageEntry[]).filter((r) => r.guard !== undefined && drawnOnServer(r))).toEqual([]);
  });
});
