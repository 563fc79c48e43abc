// A column's body (sanitised HTML, columns/column-html.ts) with <ruby> over its words: every text
// node outside code is read, in one batch, and replaced by its runs and ruby. Written with the same
// parser that cleans the body, so what is escaped stays escaped.
import { DomUtils, ElementType, parseDocument } from 'htmlparser2';
import { Text, type ChildNode, type Element } from 'domhandler';
import type { RubyText } from '@hiroba/contract/reading-aids';

/** Not read: code is not Japanese prose, and ruby inside ruby is not allowed. */
const SKIPPED = new Set(['code', 'pre', 'ruby', 'rt', 'rp']);

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Ruby markup: the reading in <rt>, in parentheses (<rp>) where ruby is not drawn. */
export const rubyMarkup = (ruby: RubyText): string =>
  ruby.map((s) => (typeof s === 'string' ? escape(s) : `<ruby>${escape(s[0])}<rp>（</rp><rt>${escape(s[1])}</rt><rp>）</rp></ruby>`)).join('');

export async function rubyHtml(html: string, read: (texts: string[]) => Promise<RubyText[]>): Promise<string> {
  const document = parseDocument(html);
  const texts: Text[] = [];
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === ElementType.Text && node.data.trim() !== '') texts.push(node);
      else if (node.type === ElementType.Tag && !SKIPPED.has((node as Element).name)) walk((node as Element).children);
    }
  };
  walk(document.children);
  const read_ = await read(texts.map((t) => t.data));
  const markers = texts.map((_, i) => `\u0000ruby-${i}\u0000`);
  texts.forEach((t, i) => DomUtils.replaceElement(t, new Text(markers[i])));
  let out = DomUtils.getOuterHTML(document.children, { encodeEntities: 'utf8' });
  markers.forEach((marker, i) => (out = out.replace(marker, rubyMarkup(read_[i]))));
  return out;
}
