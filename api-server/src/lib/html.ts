// Text and data written into HTML safely, and what a page's <head> carries: shared by the pages the
// site draws (site/), the content pages' heads (content/, qa/, columns/) and the local provider's
// checkout page.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** JSON for a <script type="application/ld+json">: nothing in it can close the script element. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export interface PageHead {
  title: string;
  /** Absent: the site's description stays. */
  description?: string;
  /** Further tags (already escaped) placed at the end of <head>. */
  extra?: string[];
}
