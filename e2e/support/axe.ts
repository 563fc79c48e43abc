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

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, WCAG_TAGS);
}

/** A readable one-line-per-node summary for failure messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('\n')}`)
    .join('\n');
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
