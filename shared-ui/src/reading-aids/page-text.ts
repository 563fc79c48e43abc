// The text of the blocks a page marks with data-read-aloud, as shown, with a way back from a
// character offset to a place in the DOM (for the highlight's Range). Line breaks stand where block
// elements and <br> break the text, so sentences never run from one paragraph into the next.

export const READ_ALOUD_ATTRIBUTE = 'data-read-aloud';

/** Elements that start a new line of text. */
const BREAKS = new Set(['ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'BR', 'DD', 'DIV', 'DL', 'DT', 'FIGCAPTION', 'FIGURE', 'FOOTER', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'HR', 'LI', 'OL', 'P', 'PRE', 'SECTION', 'TABLE', 'TD', 'TH', 'TR', 'UL']);
/** Not read: a ruby's readings (the base is read; with ふりがな on they would be read twice), code, hidden parts. */
const SKIPPED = new Set(['RT', 'RP', 'SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'BUTTON', 'SVG']);

interface Piece {
  node: Text;
  /** Where the node's text starts in the block's text. */
  at: number;
}

export interface PageBlock {
  element: Element;
  text: string;
  pieces: Piece[];
}

const skipped = (el: Element) => SKIPPED.has(el.tagName.toUpperCase()) || el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true';

/** One block's text: its text nodes joined, with a line break where an element breaks the line. */
export function blockText(element: Element): PageBlock {
  let text = '';
  const pieces: Piece[] = [];
  const newline = () => {
    if (text !== '' && !text.endsWith('\n')) text += '\n';
  };
  const walk = (node: Node) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === Node.TEXT_NODE) {
        const value = (child as Text).data;
        pieces.push({ node: child as Text, at: text.length });
        text += value;
      } else if (child.nodeType === Node.ELEMENT_NODE) {
        const el = child as Element;
        if (skipped(el)) continue;
        const breaks = BREAKS.has(el.tagName.toUpperCase());
        if (breaks) newline();
        walk(el);
        if (breaks) newline();
      }
    }
  };
  walk(element);
  return { element, text, pieces };
}

/**
 * The page's heading and its lead (PageHeader) are read first on any page with 読み上げる, without a
 * mark: the mark would cost every page's PageHeader code for the two pages that read aloud.
 */
const PAGE_HEADER = '.hiroba-page-header > h1, .hiroba-page-header > h1 + p';

/** The blocks to read under root, in page order (a block inside another is read with it, not twice). */
export function pageBlocks(root: ParentNode): PageBlock[] {
  const marked = [...root.querySelectorAll(`${PAGE_HEADER}, [${READ_ALOUD_ATTRIBUTE}]`)];
  return marked.filter((el) => !el.parentElement?.closest(`[${READ_ALOUD_ATTRIBUTE}]`) && !el.closest('[hidden]')).map(blockText);
}

/** The DOM place of a character offset: in the text node holding it (the one it ends, for an end). */
function place(block: PageBlock, offset: number, isEnd: boolean): [Text, number] | null {
  for (const { node, at } of block.pieces) {
    const length = node.data.length;
    if (isEnd ? offset > at && offset <= at + length : offset >= at && offset < at + length) return [node, offset - at];
  }
  return null;
}

/** A Range over characters start to end of a block's text, or null when the DOM changed under it. */
export function rangeOf(block: PageBlock, start: number, end: number): Range | null {
  const from = place(block, start, false);
  const to = place(block, end, true);
  if (!from || !to || !from[0].isConnected || !to[0].isConnected) return null;
  const range = document.createRange();
  range.setStart(from[0], from[1]);
  range.setEnd(to[0], to[1]);
  return range;
}
