// The text search compares (docs/search.md#matching): what people wrote and what they search for are
// folded the same way, so 障害者手帳 and ｼｮｳｶﾞｲ… no; so ＧＨ and gh, グループホーム and ぐるーぷほーむ,
// ｼｮｰﾄｽﾃｲ and ショ-トステイ, 人々 and 人人 are one. Stored beside each text (its search columns) and
// applied to every query. Japanese search needs no database extension this way: a word's runs of
// letters must all be among the row's keys (search-keys.ts; a GIN index, `@>`).

import { searchKeysOf } from './search-keys';

/** Folds the stored columns were written with; a higher one makes the reindex job write them again. */
export const SEARCH_VERSION = 1;

// Marks that change nothing a reader searches for: zero-width spaces and joiners, variation selectors,
// the soft hyphen and ・ between the parts of a name (ガイド・ヘルパー is ガイドヘルパー).
const DROPPED = /[\u00ad\u200b-\u200d\u2060\ufeff\ufe00-\ufe0f・]/gu;
// What people type for the long-vowel mark after kana (ショ-トステイ, ショ－トステイ, ショ〜ト) and as a hyphen elsewhere.
const DASH = /^[-‐‑‒–—―−ー~〜～─━]$/u;
const KANA = /[\u3041-\u3096\u30a1-\u30faー]/u;
const KANJI = /[\u3400-\u9fff\uf900-\ufaff\u{20000}-\u{2fa1f}]/u;
const SPACE = /^\s+$/u;
// A letter with the marks that combine with it (か + ゛, ｶ + ﾞ): NFKC joins them, so they are folded together.
const CLUSTER = /[\s\S][\p{M}\uff9e\uff9f]*/uy;
const MARK = /[\p{M}\uff9e\uff9f]/u;

/** Letters NFKC leaves as they are and no rule here changes: kana, kanji, lower-case latin, digits, 、。「」『』. */
const plain = (code: number) =>
  (code >= 0x3041 && code <= 0x3096) || (code >= 0x30a1 && code <= 0x30fa) || (code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf) ||
  (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || code === 0x3001 || code === 0x3002 || (code >= 0x300c && code <= 0x300f);

/** A text folded for search, and where each of its characters came from in the original. */
export interface Folded {
  /** NFKC, lower case, dashes and marks as above, runs of spaces one; katakana kept. */
  text: string;
  /** `at[i]`: where the original character of text[i] begins; `at[text.length]` is the original's length. */
  at: number[];
}

/** Appends NFKC'd, lower-cased characters to a folded text; `at` (when kept) gets `from` for each. */
class FoldedText {
  private parts: string[] = [];
  private last = '';
  constructor(readonly at: number[] | null) {}

  /** One letter no rule changes (plain()). */
  letter(ch: string, from: number) {
    this.parts.push(ch);
    this.last = ch;
    this.at?.push(from);
  }

  add(chars: string, from: number) {
    for (const ch of chars.replace(DROPPED, '')) {
      if (DASH.test(ch)) this.push(KANA.test(this.last) ? 'ー' : '-', from);
      else if (ch === '々' && KANJI.test(this.last)) this.push(this.last, from);
      else if (SPACE.test(ch)) {
        if (this.last && this.last !== ' ') this.push(' ', from);
      } else this.push(ch, from);
    }
  }

  private push(ch: string, from: number) {
    this.parts.push(ch);
    this.last = ch;
    if (this.at) for (let i = 0; i < ch.length; i++) this.at.push(from);
  }

  /** The text without a space at its end. */
  done(): string {
    if (this.last === ' ') {
      this.parts.pop();
      this.at?.pop();
    }
    return this.parts.join('');
  }
}

/** Folds `original` into `out`, letter by letter (with its combining marks), so each knows its original place. */
function foldInto(out: FoldedText, original: string): string {
  for (let i = 0; i < original.length; ) {
    const code = original.charCodeAt(i);
    // Most of a Japanese text: no call to normalize() for it (several times quicker).
    if (plain(code) && !(original.charCodeAt(i + 1) >= 0x300 && MARK.test(original[i + 1]))) {
      out.letter(original[i], i);
      i += 1;
      continue;
    }
    CLUSTER.lastIndex = i;
    const cluster = CLUSTER.exec(original)![0];
    out.add(cluster.normalize('NFKC').toLowerCase(), i);
    i += cluster.length;
  }
  return out.done();
}

/**
 * NFKC and the rest, each folded character knowing its original place (a query's words, a result's
 * passage). Katakana stays katakana here (a query is cut into words by script); foldKana turns it to
 * hiragana, one for one.
 */
export function fold(original: string): Folded {
  const out = new FoldedText([]);
  const text = foldInto(out, original);
  return { text, at: [...out.at!, original.length] };
}

/** Katakana as hiragana, one character for one (ヴ as ゔ, ヽヾ as ゝゞ). */
export const foldKana = (text: string) => text.replace(/[\u30a1-\u30f6\u30fd\u30fe]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60));

/** What a text is compared as: folded, katakana as hiragana. */
export const normalizeForSearch = (text: string) => foldKana(foldInto(new FoldedText(null), text));

export interface SearchFields {
  /** The title's folded text, a line break, the body's. */
  search_text: string;
  /** The title's folded text, and a line break and its reading's when there is one: short, for "in the title". */
  search_title: string;
  /** The keys of search_title (search-keys.ts), under their own GIN index. */
  search_title_keys: number[];
  /** The same of their readings (the ふりがな made for them), or '' until those are made. */
  search_reading: string;
  /** The keys of the text and its reading (search-keys.ts), under a GIN index. */
  search_keys: number[];
  search_version: number;
}

/** The texts' readings, as the ふりがな job made them (readings/), in plain hiragana and the text's other letters. */
export interface TextReadings {
  title: string;
  body: string;
}

/** Title and body go in as separate lines, so no key spans the two. */
export function searchFieldsOf(title: string, body: string, readings?: TextReadings | null): SearchFields {
  const folded = normalizeForSearch(title);
  const text = `${folded}\n${normalizeForSearch(body)}`;
  const titleReading = readings ? normalizeForSearch(readings.title) : '';
  const reading = readings ? `${titleReading}\n${normalizeForSearch(readings.body)}` : '';
  const titles = titleReading && titleReading !== folded ? `${folded}\n${titleReading}` : folded;
  return {
    search_text: text,
    search_title: titles,
    search_title_keys: searchKeysOf(titles),
    search_reading: reading,
    search_keys: searchKeysOf(`${text}\n${reading}`),
    search_version: SEARCH_VERSION,
  };
}
