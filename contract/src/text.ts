// Text folded for matching watched words, the same in the post forms and on the server. Plain
// TypeScript with no dependencies: the browser bundles it.

const KATAKANA_FIRST = 0x30a1; // ァ
const KATAKANA_LAST = 0x30f6; // ヶ
const KATAKANA_TO_HIRAGANA = 0x60; // ア U+30A2 → あ U+3042

/**
 * The form of a text that watched words are matched in: Unicode NFKC (full-width Latin and digits
 * and half-width katakana folded, ｼﾈ → シネ), katakana as hiragana (シネ → しね), Latin lower-cased,
 * and every space removed. Spaces go because 「し ね」 with spaces between the letters is a known way
 * round a word list, and a watched word is a few letters, not a phrase whose word breaks matter.
 */
export function normalizeText(s: string): string {
  let out = '';
  for (const ch of s.normalize('NFKC').toLowerCase()) {
    const code = ch.codePointAt(0)!;
    if (/\s/u.test(ch)) continue;
    out += code >= KATAKANA_FIRST && code <= KATAKANA_LAST ? String.fromCodePoint(code - KATAKANA_TO_HIRAGANA) : ch;
  }
  return out;
}

/** Which of `words` occur in `text`, both normalised; each word once, in the order given. */
export function findNormalized(text: string, words: readonly string[]): string[] {
  const haystack = normalizeText(text);
  const found: string[] = [];
  for (const word of words) {
    const needle = normalizeText(word);
    if (needle !== '' && haystack.includes(needle) && !found.includes(word)) found.push(word);
  }
  return found;
}
