// The keys the search index holds for a folded text, and those a form must find there
// (docs/search.md#matching). Each word of a text (words end at spaces and line breaks) gives its runs
// of two letters and of three, each as one 32-bit integer; a row is found through the GIN index alone:
// a form of two letters is one key, a longer form the chain of its three-letter runs (就労移行支援 is
// 就労移, 労移行, 移行支, 行支援, so scattered pairs do not find it), and no LIKE over the long text is
// needed to confirm it.
//
// Integers, not the letters as text: the array stays small enough to be kept in the row, and `@>`
// compares numbers rather than strings under a collation, about ten times cheaper per row, which a walk
// over the newest rows pays on every row it looks at (search-repository.ts).

/** Two letters of the BMP as one number, exactly: the first's code in the high half, the second's in the low. */
const pair = (first: number, second: number) => ((first << 16) | second) | 0;

/**
 * Any other run (three letters, or two with one outside the BMP) as FNV-1a over its code points: a run
 * taken for another only when their keys meet, about one chance in four billion for each key of a row.
 */
function hashed(codes: readonly number[]): number {
  let hash = 0x811c9dc5;
  for (const code of codes) hash = Math.imul(hash ^ code, 0x01000193);
  return hash | 0;
}

const BMP_END = 0xffff;
const codesOf = (word: string) => Array.from(word, (ch) => ch.codePointAt(0)!);
/** The key of two letters in a row. */
const twoKey = (a: number, b: number) => (a <= BMP_END && b <= BMP_END ? pair(a, b) : hashed([a, b]));

/** The distinct keys of a folded text (search-text.ts): every word's runs of two and three letters. */
export function searchKeysOf(folded: string): number[] {
  const keys = new Set<number>();
  for (const word of folded.split(/[ \n]/)) {
    const codes = codesOf(word);
    for (let i = 0; i + 1 < codes.length; i++) {
      keys.add(twoKey(codes[i], codes[i + 1]));
      if (i + 2 < codes.length) keys.add(hashed(codes.slice(i, i + 3)));
    }
  }
  return [...keys];
}

/**
 * What a folded form must find among a row's keys: a word of two letters its one pair, a longer word
 * its three-letter runs. Null when some word of it has a single letter, which no key holds (LIKE over
 * the text finds it instead).
 */
export function formKeysOf(folded: string): number[] | null {
  const words = folded.split(/[ \n]/).filter(Boolean).map(codesOf);
  if (!words.length || words.some((codes) => codes.length < 2)) return null;
  const keys = new Set<number>();
  for (const codes of words) {
    if (codes.length === 2) keys.add(twoKey(codes[0], codes[1]));
    for (let i = 0; i + 2 < codes.length; i++) keys.add(hashed(codes.slice(i, i + 3)));
  }
  return [...keys];
}
