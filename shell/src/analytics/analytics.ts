// GA4 through react-ga4, loaded only when config.gaMeasurementId is set (no tracker code otherwise).
// Disability and health details are sensitive (APPI 要配慮個人情報): a page view carries the ROUTE
// PATTERN only (e.g. /question-and-answer/:type/:id) as path, title and location, never the URL with
// ids or search words, and never the page title (it can hold a question's title). IPs are anonymised.
type ReactGA = (typeof import('react-ga4'))['default'];

let tracker: Promise<ReactGA | null> | null = null;

function patternUrl(pattern: string): string {
  return `${window.location.origin}${pattern}`;
}

export function startAnalytics(measurementId: string | null | undefined): void {
  if (!measurementId || tracker) return;
  tracker = import('react-ga4')
    .then(({ default: ga }) => {
      ga.initialize(measurementId, {
        gtagOptions: {
          anonymize_ip: true,
          // The automatic page_view would send the full URL; ours are sent by trackPageView.
          send_page_view: false,
          page_location: patternUrl('/'),
          // A referrer from this site is one of our URLs, ids and search words included.
          ...(document.referrer.startsWith(window.location.origin) ? { page_referrer: '' } : {}),
        },
      });
      return ga;
    })
    .catch(() => null); // blocked by an extension or offline: the site works without analytics
}

/** One page view for a route pattern; a no-op when analytics is off. */
export function trackPageView(pattern: string): void {
  void tracker?.then((ga) => {
    if (!ga) return;
    // `set` also covers events sent later on this page, which would otherwise carry the real URL.
    ga.set({ page_location: patternUrl(pattern), page_path: pattern, page_title: pattern });
    ga.send({ hitType: 'pageview', page: pattern, title: pattern, location: patternUrl(pattern) });
  });
}

