// axe-core inside the page with the WCAG 2.x A/AA tags (2.2 included): the violations of one page, or
// of a list of pages opened in turn by one person.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { baseUrl } from './api';
import { newPage } from './browser';
import type { Actor } from './people';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** How many times axe runs before a page whose layout keeps moving fails the test. */
const RUNS_ON_A_MOVING_PAGE = 3;

/**
 * The violations axe finds on the page as it stands. axe measures every element once per run and
 * checks colours against those measures, so a run during which the layout moved reports colours of
 * whatever was under an element before it moved. Such a run is thrown away and axe runs again; a page
 * that keeps moving fails, since readers see it move too.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const { violations, moved } = await page.evaluate(
    async ({ tags, runs }) => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
      // Every element's box in page coordinates.
      const layout = () =>
        Array.from(document.body.querySelectorAll('*'), (el) => {
          const r = el.getBoundingClientRect();
          return `${Math.round(r.left + scrollX)},${Math.round(r.top + scrollY)},${Math.round(r.width)},${Math.round(r.height)}`;
        }).join(' ');
      for (let run = 1; ; run += 1) {
        const before = layout();
        const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
        if (layout() === before) return { violations: result.violations, moved: run - 1 };
        if (run === runs) return { violations: result.violations, moved: run };
      }
    },
    { tags: WCAG_TAGS, runs: RUNS_ON_A_MOVING_PAGE },
  );
  if (moved === RUNS_ON_A_MOVING_PAGE) throw new Error(`${page.url()}: the layout moved during each of ${moved} axe runs`);
  // Worth knowing: something on the page still moved after the test thought it had settled.
  if (moved) console.warn(`${page.url()}: the layout moved during an axe run; axe ran again`);
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
  }));
}

/** A readable one-line-per-node summary for failure messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('\n')}`)
    .join('\n');
}

/** Fails the test with axe's findings on the page as it stands, once its network is quiet. */
export async function expectAxeClean(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(describeViolations(await axeViolations(page))).toBe('');
}

export interface PagesOptions {
  /** Who opens the pages (a visitor of its own by default). */
  as?: Actor;
  width?: number;
  /** The reading-support cookie (hiroba_reading), e.g. font=xl&contrast=high. */
  readingPrefs?: string;
}

/** Opens each path in one page and returns a description of every page axe finds violations on. */
export async function pagesWithViolations(browser: Browser, paths: string[], { as, width, readingPrefs }: PagesOptions = {}): Promise<string[]> {
  const { context, page } = await newPage(browser, { as, width });
  if (readingPrefs) await context.addCookies([{ name: 'hiroba_reading', value: readingPrefs, url: baseUrl() }]);
  const failures: string[] = [];
  for (const path of paths) {
    await page.goto(encodeURI(path));
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const violations = await axeViolations(page);
    if (violations.length) failures.push(`${path}\n${describeViolations(violations)}`);
  }
  await context.close();
  return failures;
}
