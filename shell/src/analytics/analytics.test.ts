// Page views carry the route pattern only: no ids, no search words, no titles (APPI,
// docs/product.md#analytics).
const ga = { initialize: jest.fn(), set: jest.fn(), send: jest.fn() };
jest.mock('react-ga4', () => ({ __esModule: true, default: ga }));

import { pagePattern } from './use-page-views';

async function freshAnalytics() {
  let mod!: typeof import('./analytics');
  await jest.isolateModulesAsync(async () => {
    mod = await import('./analytics');
  });
  return mod;
}

const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => jest.clearAllMocks());

it('the pattern of a URL is its route-table entry', () => {
  expect(pagePattern(`/question-and-answer/${encodeURIComponent('専門家')}/12`)).toBe('/question-and-answer/:type/:id');
  expect(pagePattern(`/search/${encodeURIComponent('障害年金 申請')}`)).toBe('/search/:search?');
  expect(pagePattern('/no-such-page')).toBe('/404');
});

it('starts GA4 with IP anonymisation and no automatic page view, then sends the pattern only', async () => {
  const { startAnalytics, trackPageView } = await freshAnalytics();
  startAnalytics('G-TEST123');
  trackPageView(pagePattern(`/question-and-answer/${encodeURIComponent('一般')}/34`));
  await flush();

  expect(ga.initialize).toHaveBeenCalledWith('G-TEST123', {
    gtagOptions: expect.objectContaining({ anonymize_ip: true, send_page_view: false }),
  });
  const pattern = '/question-and-answer/:type/:id';
  expect(ga.send).toHaveBeenCalledWith({ hitType: 'pageview', page: pattern, title: pattern, location: `${window.location.origin}${pattern}` });
  const everything = JSON.stringify([ga.initialize.mock.calls, ga.set.mock.calls, ga.send.mock.calls]);
  expect(everything).not.toContain('34');
  expect(everything).not.toContain(encodeURIComponent('一般'));
  expect(everything).not.toContain('一般');
});

it('without a measurement id nothing is loaded or sent', async () => {
  const { startAnalytics, trackPageView } = await freshAnalytics();
  startAnalytics(null);
  trackPageView('/');
  await flush();
  expect(ga.initialize).not.toHaveBeenCalled();
  expect(ga.send).not.toHaveBeenCalled();
});

it('a search page sends no search words, crisis words included (docs/moderation.md#crisis-help)', async () => {
  const { startAnalytics, trackPageView } = await freshAnalytics();
  startAnalytics('G-TEST123');
  const word = '死にたい';
  window.history.pushState({}, '', `/search/${encodeURIComponent(word)}?page=2`);
  trackPageView(pagePattern(window.location.pathname));
  await flush();
  const everything = JSON.stringify([ga.initialize.mock.calls, ga.set.mock.calls, ga.send.mock.calls]);
  expect(everything).toContain('/search/:search?');
  expect(everything).not.toContain(word);
  expect(everything).not.toContain(encodeURIComponent(word));
  window.history.pushState({}, '', '/');
});
