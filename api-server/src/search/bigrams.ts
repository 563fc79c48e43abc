// Japanese search without extensions (ARCHITECTURE "Search over Japanese text"): text is normalised
// and cut into character bigrams stored in a text[] column with a GIN index; a query's bigrams must
// all be present (`@>`), then LIKE over the normalised text confirms the match.

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
