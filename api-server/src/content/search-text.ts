// What is stored beside a text's title and body so lists and search need not read the body: the
// excerpt, the normalised text (for LIKE) and its character bigrams (for the GIN index). Japanese
// search needs no database extension this way (docs/architecture.md#search): a query's bigrams
// must all be present (`@>`), then LIKE over the normalised text confirms the match. Questions use
// it now and columns next.

export const EXCERPT_LENGTH = 120;

/** NFKC, lower case, katakana folded to hiragana, runs of spaces (full-width too) made one space. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60))
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The distinct bigrams of each word; a one-character word is kept as itself. */
export function bigrams(text: string): string[] {
  const out = new Set<string>();
  for (const word of normalizeForSearch(text).split(' ')) {
    const chars = Array.from(word);
    if (chars.length === 1) out.add(chars[0]);
    for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i] + chars[i + 1]);
  }
  return [...out];
}

/** The body's first characters on one line, cut at a character (not a UTF-16 half), … when cut. */
export function excerptOf(body: string, length = EXCERPT_LENGTH): string {
  const chars = Array.from(body.replace(/\s+/gu, ' ').trim());
  return chars.length <= length ? chars.join('') : `${chars.slice(0, length).join('')}…`;
}

export interface SearchFields {
  search_text: string;
  search_bigrams: string[];
}

/** Title and body go in as separate lines, so no bigram spans the two. */
export function searchFieldsOf(title: string, body: string): SearchFields {
  const text = `${title}\n${body}`;
  return { search_text: normalizeForSearch(text), search_bigrams: bigrams(text) };
}
