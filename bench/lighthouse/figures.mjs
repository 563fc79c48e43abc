// The pure part of the Lighthouse benchmark: which pages, which figures are taken from a Lighthouse
// result (LHR), and the median of several runs. No Chromium here (unit-tested in test/lighthouse.test.mjs).
import { median } from '../lib/stats.mjs';

/**
 * The pages measured, by route name of @hiroba/contract/routes (measure.mjs turns a name into a path;
 * question-detail is the first question of the running site, column-detail its newest column).
 * `label` names the page in targets.
 */
export const LIGHTHOUSE_PAGES = [
  { name: 'top', label: '/' },
  { name: 'question-list', label: '/question-and-answer' },
  { name: 'question-detail', label: 'a question page' },
  { name: 'column-list', label: '/column' },
  { name: 'column-detail', label: 'a column page' },
  { name: 'login', label: '/login' },
  { name: 'sign-up-intro', label: '/sign-up-intro' },
];

/** The Lighthouse categories run (the four the targets name; PWA is gone from Lighthouse). */
export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const score = (category) => (lhr) => {
  const s = lhr.categories?.[category]?.score;
  return typeof s === 'number' ? s * 100 : null;
};
const audit = (id, scale = 1) => (lhr) => {
  const v = lhr.audits?.[id]?.numericValue;
  return typeof v === 'number' ? v * scale : null;
};

/**
 * Every figure taken from a run: its key in the record, a short label, how many decimals it keeps,
 * the direction that is better, and how it is read from a Lighthouse result.
 */
export const FIGURES = [
  { key: 'performance', label: 'perf', digits: 1, higherIsBetter: true, read: score('performance') },
  { key: 'accessibility', label: 'a11y', digits: 1, higherIsBetter: true, read: score('accessibility') },
  { key: 'best_practices', label: 'best pr.', digits: 1, higherIsBetter: true, read: score('best-practices') },
  { key: 'seo', label: 'SEO', digits: 1, higherIsBetter: true, read: score('seo') },
  { key: 'lcp_ms', label: 'LCP ms', digits: 0, higherIsBetter: false, read: audit('largest-contentful-paint') },
  { key: 'tbt_ms', label: 'TBT ms', digits: 0, higherIsBetter: false, read: audit('total-blocking-time') },
  { key: 'cls', label: 'CLS', digits: 3, higherIsBetter: false, read: audit('cumulative-layout-shift') },
  { key: 'fcp_ms', label: 'FCP ms', digits: 0, higherIsBetter: false, read: audit('first-contentful-paint') },
  { key: 'si_ms', label: 'SI ms', digits: 0, higherIsBetter: false, read: audit('speed-index') },
  // total-byte-weight: the transfer size of every request of the page load.
  { key: 'transfer_kib', label: 'KiB', digits: 1, higherIsBetter: false, read: audit('total-byte-weight', 1 / 1024) },
];

const round = (value, digits) => (value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits);

/** The figures of one Lighthouse result, rounded (null: not in this result). */
export function figuresOf(lhr) {
  return Object.fromEntries(FIGURES.map((f) => [f.key, round(f.read(lhr), f.digits)]));
}

/** The median of each figure over several runs' figures (a figure no run has stays null). */
export function medianFigures(runs) {
  return Object.fromEntries(FIGURES.map((f) => [f.key, round(median(runs.map((r) => r[f.key])), f.digits)]));
}

/**
 * Where a run's main-thread time went: its longest tasks (Lighthouse's long-tasks audit: start and
 * length in ms, and the script it attributes each to, 'Unattributable' when none) and the scripts that
 * took the most time (bootup-time: total and scripting ms). Shortened to the file's name.
 */
export function mainThreadOf(lhr, count = 5) {
  const name = (url) => (/^https?:/.test(url ?? '') ? new URL(url).pathname.split('/').filter(Boolean).slice(-2).join('/') || '/' : (url ?? '?'));
  const items = (id) => lhr.audits?.[id]?.details?.items ?? [];
  return {
    long_tasks: [...items('long-tasks')]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, count)
      .map((t) => ({ script: name(t.url), start_ms: Math.round(t.startTime), ms: Math.round(t.duration) })),
    scripts: [...items('bootup-time')]
      .sort((a, b) => b.total - a.total)
      .slice(0, count)
      .map((s) => ({ script: name(s.url), total_ms: Math.round(s.total), scripting_ms: Math.round(s.scripting) })),
  };
}

/**
 * The audits that cost points in accessibility, best practices and SEO (weighted, score below 1):
 * what stands between a page and 100.
 */
export function shortfallsOf(lhr) {
  const out = [];
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories?.[category]?.auditRefs ?? []) {
      const s = lhr.audits?.[ref.id]?.score;
      if (ref.weight > 0 && typeof s === 'number' && s < 1) out.push(ref.id);
    }
  }
  return out;
}

/** A figure as the report writes it ('—' when absent; CLS with its three decimals). */
export function formatFigure(key, value) {
  if (value === null || value === undefined) return '—';
  return key === 'cls' ? value.toFixed(3) : String(value);
}
