// A column's body is untrusted HTML (whatever the editor, or anyone calling the API, sends). The
// server keeps only an allowlist of elements and attributes (sanitize-html), so the page and the
// feed can show the stored body as it is. What the allowlist holds, and why:
// - the editor's structure: headings h2–h4 (the page's h1 is the title), paragraphs, emphasis,
//   lists, quotes, tables, pictures, links;
// - no script, style, iframe, form or event handler; no style or class attribute;
// - links only to http(s) and mailto (no javascript:, no data:); a link to another site opens in a
//   new tab with rel="noopener noreferrer";
// - pictures only from this server's uploads (/uploads/…), each with its alt text;
// - the headings get ids of our own (section-1, section-2, …) for the table of contents; ids sent
//   in are dropped, so a body cannot clobber the page's own ids.
import { DomUtils, ElementType, parseDocument } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import type { TocEntry } from '@hiroba/contract';
import { UPLOADED_PICTURE } from '../lib/image-upload';

const HEADINGS = ['h2', 'h3', 'h4'];

function isExternal(href: string, siteOrigin: string): boolean {
  try {
    return new URL(href, siteOrigin).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}

export interface CleanBody {
  html: string;
  toc: TocEntry[];
  /** The text a reader reads, block by block, for search. */
  text: string;
  /** Pictures without alt text, by their src: readers with screen readers need every one. */
  picturesWithoutAlt: string[];
}

/** The body kept to the allowlist, with its table of contents and its text. */
export function cleanColumnBody(dirty: string, siteOrigin: string): CleanBody {
  let headingCount = 0;
  const html = sanitizeHtml(dirty, {
    allowedTags: [...HEADINGS, 'p', 'br', 'hr', 'strong', 'em', 's', 'u', 'code', 'pre', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'], ol: ['start'], h2: ['id'], h3: ['id'], h4: ['id'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    // Anything else goes with its contents (a <script>'s text must not become visible text).
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'template'],
    transformTags: {
      // The editor's heading levels are kept; an h1 sent in becomes an h2 (the title is the h1).
      h1: () => ({ tagName: 'h2', attribs: { id: `section-${++headingCount}` } }),
      ...Object.fromEntries(HEADINGS.map((tag) => [tag, () => ({ tagName: tag, attribs: { id: `section-${++headingCount}` } })])),
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const external = isExternal(href, siteOrigin) && !href.startsWith('mailto:');
        const kept: Record<string, string> = external ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href };
        return { tagName, attribs: kept };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { src: attribs.src ?? '', alt: (attribs.alt ?? '').trim() } }),
    },
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' && !UPLOADED_PICTURE.test(frame.attribs.src ?? '')) || (frame.tag === 'a' && !frame.attribs.href),
  });
  const document = parseDocument(html);
  const toc = DomUtils.findAll((el) => HEADINGS.includes(el.name), document.children)
    .map((el) => ({ id: el.attribs.id, level: Number(el.name.slice(1)), text: DomUtils.textContent(el).replace(/\s+/gu, ' ').trim() }))
    .filter((entry) => entry.text !== '');
  const picturesWithoutAlt = DomUtils.findAll((el) => el.name === 'img' && !el.attribs.alt, document.children).map((el) => el.attribs.src);
  return { html, toc, text: textOf(document), picturesWithoutAlt };
}

/** The text of a stored (clean) body, block by block: what a search result's passage is cut from. */
export const columnText = (html: string) => textOf(parseDocument(html));

const BLOCKS = new Set(['p', 'li', 'th', 'td', 'tr', 'blockquote', 'pre', 'br', 'hr', 'ul', 'ol', 'table', ...HEADINGS]);

/** Each block's text on a line of its own, so no search bigram spans two paragraphs. */
function textOf(document: ReturnType<typeof parseDocument>): string {
  const out: string[] = [];
  type Node = ReturnType<typeof parseDocument>['children'][number];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.type === ElementType.Text) out.push(node.data);
      else if (node.type === ElementType.Tag) {
        const block = BLOCKS.has(node.name);
        if (block) out.push('\n');
        walk(node.children);
        if (block) out.push('\n');
      }
    }
  };
  walk(document.children);
  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/gu, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
