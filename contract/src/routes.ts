// Every page of the site (docs/product.md#routes-and-areas), the one table that the shell routes with,
// each remote builds its <Routes> from, the server answers 200 or 404 with, and every link is written
// with (pagePath). It imports nothing: the browser apps bundle it.
//
// name: stable page name; path: React Router syntax (`:param`, optional `:param?`); remote: the remote
// that draws it; layout: default (navbar, breadcrumbs, footer), auth (narrow centred form), empty
// (navbar and footer), admin and admin-auth (drawn by mf_admin itself); guard: signed-in (any member) or
// expert, the admin area guards itself (docs/product.md#admin-guard); params: the only values a
// parameter may take (any other value is a 404).

export const REMOTE_NAMES = ['mf_public', 'mf_member', 'mf_expert', 'mf_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const LAYOUT_NAMES = ['default', 'auth', 'empty', 'admin', 'admin-auth'] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

export const ROUTE_GUARDS = ['signed-in', 'expert'] as const;
export type RouteGuard = (typeof ROUTE_GUARDS)[number];

/** The Q&A views of /question-and-answer/{type}; the same list as QUESTION_TYPES in ./fields (a test keeps them equal). */
const QA_TYPES = ['専門家', '一般', '未回答'] as const;

export interface PageRouteShape {
  readonly name: string;
  readonly path: string;
  readonly remote: RemoteName;
  readonly layout: LayoutName;
  readonly guard?: RouteGuard;
  readonly params?: Readonly<Record<string, readonly string[]>>;
}

export const PAGE_ROUTES = [
  { name: 'top', path: '/', remote: 'mf_public', layout: 'default' },
  { name: 'about', path: '/about', remote: 'mf_public', layout: 'default' },
  { name: 'contact', path: '/contact', remote: 'mf_public', layout: 'default' },
  { name: 'login', path: '/login', remote: 'mf_public', layout: 'auth' },
  { name: 'forgot-password', path: '/forgot-password', remote: 'mf_public', layout: 'auth' },
  { name: 'sign-up-intro', path: '/sign-up-intro', remote: 'mf_public', layout: 'default' },
  { name: 'become-an-expert', path: '/become-an-expert', remote: 'mf_public', layout: 'default' },
  { name: 'free-member-register', path: '/free-member-register', remote: 'mf_public', layout: 'auth' },
  { name: 'free-member-register-complete', path: '/free-member-register/complete', remote: 'mf_public', layout: 'auth' },
  { name: 'privacy-policy', path: '/privacy-policy', remote: 'mf_public', layout: 'default' },
  { name: 'specific-trade-law', path: '/specific-trade-law', remote: 'mf_public', layout: 'default' },
  { name: 'terms-of-service', path: '/terms-of-service', remote: 'mf_public', layout: 'default' },
  { name: 'unsubscribed', path: '/unsubscribed', remote: 'mf_public', layout: 'empty' },
  { name: 'withdrawal-complete', path: '/withdrawal-complete', remote: 'mf_public', layout: 'empty' },
  { name: 'crowdfunding-supporters', path: '/list-of-crowdfunding-supporters', remote: 'mf_public', layout: 'default' },
  { name: 'search', path: '/search/:search?', remote: 'mf_public', layout: 'default' },
  { name: 'public-profile', path: '/public_profile/:id?/:name?', remote: 'mf_public', layout: 'default' },
  { name: 'view-profile', path: '/view-profile/:type?/:id?', remote: 'mf_public', layout: 'default' },
  { name: 'expert-list', path: '/list-of-experts', remote: 'mf_public', layout: 'default' },
  { name: 'expert-detail', path: '/list-of-experts/:expertInfoId', remote: 'mf_public', layout: 'default' },
  { name: 'column-list', path: '/column', remote: 'mf_public', layout: 'default' },
  { name: 'column-detail', path: '/column/column-detail/:id?', remote: 'mf_public', layout: 'default' },
  { name: 'column-search', path: '/column/search/:search?', remote: 'mf_public', layout: 'default' },
  { name: 'column-category', path: '/column/:category', remote: 'mf_public', layout: 'default' },
  { name: 'question-list', path: '/question-and-answer', remote: 'mf_public', layout: 'default' },
  { name: 'question-search', path: '/question-and-answer/search/:search?', remote: 'mf_public', layout: 'default' },
  { name: 'question-type', path: '/question-and-answer/:type', remote: 'mf_public', layout: 'default', params: { type: QA_TYPES } },
  { name: 'question-detail', path: '/question-and-answer/:type/:id', remote: 'mf_public', layout: 'default', params: { type: QA_TYPES } },

  // Not in the spec's table: the unsubscribe link of a notification mail (docs/notifications.md), opened signed out.
  { name: 'mail-unsubscribe', path: '/notifications/unsubscribe', remote: 'mf_public', layout: 'default' },

  // Not in the spec's table: every role's notifications and mail settings (docs/notifications.md).
  { name: 'notifications', path: '/notifications', remote: 'mf_member', layout: 'default', guard: 'signed-in' },
  { name: 'notification-settings', path: '/notifications/settings', remote: 'mf_member', layout: 'default', guard: 'signed-in' },
  { name: 'my-page', path: '/my-page', remote: 'mf_member', layout: 'default', guard: 'signed-in' },
  { name: 'member-edit-info', path: '/my-page/edit-info', remote: 'mf_member', layout: 'default', guard: 'signed-in' },
  { name: 'edit-payment-info', path: '/my-page/edit-payment-info', remote: 'mf_member', layout: 'default', guard: 'signed-in' },
  { name: 'favorite-list', path: '/my-page/favorite-list', remote: 'mf_member', layout: 'default', guard: 'signed-in' },
  { name: 'my-answer', path: '/my-page/my-answer', remote: 'mf_member', layout: 'default', guard: 'signed-in' },
  { name: 'my-question', path: '/my-page/my-question', remote: 'mf_member', layout: 'default', guard: 'signed-in' },
  { name: 'payment-info', path: '/my-page/payment-info', remote: 'mf_member', layout: 'default', guard: 'signed-in' },
  // Not in the spec's table: each payment's receipt, printable (the 特定商取引法 and invoice rules want one).
  { name: 'receipt', path: '/my-page/payment-info/receipts/:id', remote: 'mf_member', layout: 'default', guard: 'signed-in' },
  { name: 'post-question', path: '/my-page/post-question', remote: 'mf_member', layout: 'default', guard: 'signed-in' },
  { name: 'question-complete', path: '/my-page/post-question/question-complete', remote: 'mf_member', layout: 'default', guard: 'signed-in' },
  { name: 'edit-question', path: '/my-page/edit-question/:id?', remote: 'mf_member', layout: 'default', guard: 'signed-in' },
  { name: 'paid-member-register', path: '/paid-member-register', remote: 'mf_member', layout: 'default', guard: 'signed-in' },
  { name: 'paid-member-register-complete', path: '/paid-member-register/complete', remote: 'mf_member', layout: 'default', guard: 'signed-in' },
  { name: 'full-register', path: '/paid-member-register/full-register', remote: 'mf_member', layout: 'default', guard: 'signed-in' },

  { name: 'expert-home', path: '/my-page-expert', remote: 'mf_expert', layout: 'default', guard: 'expert' },
  { name: 'expert-edit-info', path: '/my-page-expert/edit-info', remote: 'mf_expert', layout: 'default', guard: 'expert' },
  { name: 'my-expert-comment', path: '/my-page-expert/my-expert-comment', remote: 'mf_expert', layout: 'default', guard: 'expert' },
  { name: 'my-expert-question', path: '/my-page-expert/my-expert-question', remote: 'mf_expert', layout: 'default', guard: 'expert' },

  { name: 'admin-login', path: '/admin-login', remote: 'mf_admin', layout: 'admin-auth' },
  { name: 'admin-dashboard', path: '/admin', remote: 'mf_admin', layout: 'admin' },
  { name: 'admin-categories', path: '/admin/categories', remote: 'mf_admin', layout: 'admin' },
  { name: 'admin-category-new', path: '/admin/categories/new', remote: 'mf_admin', layout: 'admin' },
  { name: 'admin-category-edit', path: '/admin/categories/edit/:id?', remote: 'mf_admin', layout: 'admin' },
  { name: 'admin-columns', path: '/admin/columns', remote: 'mf_admin', layout: 'admin' },
  { name: 'admin-column-new', path: '/admin/columns/new', remote: 'mf_admin', layout: 'admin' },
  { name: 'admin-column-edit', path: '/admin/columns/edit/:id?', remote: 'mf_admin', layout: 'admin' },
  { name: 'admin-experts', path: '/admin/experts', remote: 'mf_admin', layout: 'admin' },
  { name: 'admin-expert-new', path: '/admin/experts/new', remote: 'mf_admin', layout: 'admin' },
  { name: 'admin-expert-detail', path: '/admin/experts/:id', remote: 'mf_admin', layout: 'admin' },
  { name: 'admin-tags', path: '/admin/tags', remote: 'mf_admin', layout: 'admin' },
  { name: 'admin-tag-new', path: '/admin/tags/new', remote: 'mf_admin', layout: 'admin' },
  { name: 'admin-tag-edit', path: '/admin/tags/edit/:id?', remote: 'mf_admin', layout: 'admin' },
  // Not in the spec's table: the admin keeps the crowdfunding supporters list here.
  { name: 'admin-supporters', path: '/admin/supporters', remote: 'mf_admin', layout: 'admin' },
  { name: 'admin-supporter-new', path: '/admin/supporters/new', remote: 'mf_admin', layout: 'admin' },
  { name: 'admin-supporter-edit', path: '/admin/supporters/edit/:id?', remote: 'mf_admin', layout: 'admin' },
  { name: 'admin-audit', path: '/admin/audit', remote: 'mf_admin', layout: 'admin' },
  // The safety area (docs/moderation.md): the review queue, the watched words, the help lines.
  { name: 'admin-reports', path: '/admin/reports', remote: 'mf_admin', layout: 'admin' },
  { name: 'admin-watched-words', path: '/admin/watched-words', remote: 'mf_admin', layout: 'admin' },
  { name: 'admin-search-words', path: '/admin/search-words', remote: 'mf_admin', layout: 'admin' },
  { name: 'admin-help-lines', path: '/admin/help-lines', remote: 'mf_admin', layout: 'admin' },
  { name: 'admin-users', path: '/admin/users', remote: 'mf_admin', layout: 'admin' },
  // /admin/users/expert/{id} and /admin/users/paid_member/{id} (the spec's), free_member and admin (ours):
  // one page, the kind (the person's role) is a parameter.
  { name: 'admin-user-detail', path: '/admin/users/:kind/:id?', remote: 'mf_admin', layout: 'admin', params: { kind: ['expert', 'paid_member', 'free_member', 'admin'] } },
] as const satisfies readonly PageRouteShape[];

export type PageRoute = (typeof PAGE_ROUTES)[number];
export type PageName = PageRoute['name'];
export type PageRouteOf<N extends PageName> = Extract<PageRoute, { name: N }>;
/** The pages one remote draws. */
export type PageNameOf<R extends RemoteName> = Extract<PageRoute, { remote: R }>['name'];

// ---- parameters, typed from the path pattern ----

type Segment<P extends string> = P extends `/${infer Head}/${infer Rest}` ? Head | Segment<`/${Rest}`> : P extends `/${infer Last}` ? Last : never;
type RequiredName<S> = S extends `:${infer Name}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalName<S> = S extends `:${infer Name}?` ? Name : never;
type ValueOf<R, K> = R extends { params: infer A } ? (K extends keyof A ? (A[K] extends readonly (infer V)[] ? V : never) : string | number) : string | number;

/** The parameters of a page: required ones for `:name`, optional ones for `:name?`. */
export type PageParams<N extends PageName> = {
  [K in RequiredName<Segment<PageRouteOf<N>['path']>>]: ValueOf<PageRouteOf<N>, K>;
} & {
  [K in OptionalName<Segment<PageRouteOf<N>['path']>>]?: ValueOf<PageRouteOf<N>, K>;
};

/** A query string's values; undefined and null leave the key out. */
export type PageQuery = Record<string, string | number | undefined | null>;

type PathArgs<N extends PageName> = [RequiredName<Segment<PageRouteOf<N>['path']>>] extends [never]
  ? [params?: PageParams<N>, query?: PageQuery]
  : [params: PageParams<N>, query?: PageQuery];

const BY_NAME: ReadonlyMap<string, PageRouteShape> = new Map(PAGE_ROUTES.map((route) => [route.name, route]));

/** The route of a page name. */
export function pageRoute<N extends PageName>(name: N): PageRouteOf<N> {
  return BY_NAME.get(name) as PageRouteOf<N>;
}

/**
 * The URL of a page: `pagePath('question-detail', { type: '専門家', id: 12 })` →
 * '/question-and-answer/%E5%B0%82%E9%96%80%E5%AE%B6/12'. Every parameter and query value is
 * percent-encoded here, the one place; an absent optional parameter ends the path.
 */
export function pagePath<N extends PageName>(name: N, ...[params, query]: PathArgs<N>): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const parts: string[] = [];
  let ended = false;
  for (const part of pageRoute(name).path.split('/').filter(Boolean)) {
    if (!part.startsWith(':')) {
      parts.push(part);
      continue;
    }
    const value = values[part.replace(/^:|\?$/g, '')];
    if (value === undefined || value === '') {
      ended = true;
      continue;
    }
    if (ended) throw new Error(`pagePath(${name}): ${part} is given but an earlier parameter is not`);
    parts.push(encodeURIComponent(String(value)));
  }
  const search = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `/${parts.join('/')}${search ? `?${search}` : ''}`;
}

// ---- matching a URL ----

/** A page's route with every field readable (guard and params may be absent). */
export type PageEntry = PageRouteShape & { readonly name: PageName };

export interface PageMatch {
  route: PageEntry;
  /** Decoded values (a malformed escape stays as typed); an absent optional parameter is undefined. */
  params: Record<string, string | undefined>;
}

type Compiled = { route: PageEntry; segments: { param: string | null; optional: boolean; text: string }[] };

const COMPILED: Compiled[] = (PAGE_ROUTES as readonly PageEntry[]).map((route) => ({
  route,
  segments: route.path
    .split('/')
    .filter(Boolean)
    .map((text) => (text.startsWith(':') ? { param: text.replace(/^:|\?$/g, ''), optional: text.endsWith('?'), text } : { param: null, optional: false, text })),
}));

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // a malformed escape stays as typed; it will simply not be an allowed value
  }
}

// React Router's ranking (static segments outrank parameters), so the shell, the server and each
// remote's <Routes> pick the same page for a URL whatever the table's order.
const STATIC_SCORE = 10;
const PARAM_SCORE = 3;

function score({ route, segments }: Compiled, parts: string[]): { score: number; params: Record<string, string | undefined> } | null {
  if (parts.length > segments.length) return null;
  const params: Record<string, string | undefined> = {};
  let total = parts.length;
  for (const [i, segment] of segments.entries()) {
    const part = parts[i];
    if (segment.param === null) {
      if (part !== segment.text) return null;
      total += STATIC_SCORE;
      continue;
    }
    if (part === undefined) {
      if (!segment.optional) return null;
      params[segment.param] = undefined;
      continue;
    }
    const value = decode(part);
    const allowed = route.params?.[segment.param];
    if (allowed && !allowed.includes(value)) return null;
    params[segment.param] = value;
    total += PARAM_SCORE;
  }
  return { score: total, params };
}

/**
 * The page a URL path shows (query and hash ignored, trailing slashes tolerated, case-sensitive),
 * or null for a 404. The most specific match wins; the table's order only breaks ties.
 */
export function matchPage(url: string): PageMatch | null {
  const parts = url.split(/[?#]/)[0].split('/').filter(Boolean);
  let best: (PageMatch & { score: number }) | null = null;
  for (const compiled of COMPILED) {
    const found = score(compiled, parts);
    if (found && (!best || found.score > best.score)) best = { route: compiled.route, params: found.params, score: found.score };
  }
  return best && { route: best.route, params: best.params };
}

/**
 * Whether the server draws this page's HTML (docs/server-rendering.md): the public remote's pages,
 * which anyone may read. Signed-in areas and the admin remote are drawn in the browser only; the
 * server still names their files in preload hints.
 */
export function drawnOnServer(route: Pick<PageRouteShape, 'remote' | 'guard'>): boolean {
  return route.remote === 'mf_public' && route.guard === undefined;
}

/** Whether decoded params are allowed on a page (used where a router matched by pattern alone). */
export function paramsAllowed(name: PageName, params: Record<string, string | undefined>): boolean {
  const allowed: Readonly<Record<string, readonly string[]>> = (pageRoute(name) as PageRouteShape).params ?? {};
  return Object.entries(allowed).every(([key, values]) => params[key] === undefined || values.includes(params[key] as string));
}
