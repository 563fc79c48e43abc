// Writes into the shell's index.html what the server knows before any script runs: the reader's
// settings on <html>, and for pages with their own content (a question) the <title>, the
// description and extra <head> tags.
import type { ReadingPrefs } from './reading-prefs';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** JSON for a <script type="application/ld+json">: nothing in it can close the script element. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export interface PageHead {
  title: string;
  description: string;
  /** Further tags (already escaped) placed at the end of <head>. */
  extra: string[];
}

export function renderShell(indexHtml: string, prefs: ReadingPrefs, head?: PageHead): string {
  let html = indexHtml.replace(/<html\b([^>]*)>/i, (_, attrs: string) => {
    const kept = attrs.replace(/\s+data-(font-size|contrast)="[^"]*"/g, '');
    return `<html${kept} data-font-size="${prefs.font}" data-contrast="${prefs.contrast}">`;
  });
  if (!head) return html;
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  html = /<title>[\s\S]*?<\/title>/i.test(html) ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title) : html.replace(/<\/head>/i, () => `${title}</head>`);
  html = /<meta\s+name="description"[^>]*>/i.test(html)
    ? html.replace(/<meta\s+name="description"[^>]*>/i, () => description)
    : html.replace(/<\/head>/i, () => `${description}</head>`);
  return html.replace(/<\/head>/i, () => `${head.extra.map((tag) => `    ${tag}\n`).join('')}  </head>`);
}
