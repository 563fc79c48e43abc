// The words, numbers and shapes of the reading aids (docs/reading-aids.md): ふりがな, reading aloud and
// やさしい日本語; '@hiroba/contract/reading-aids'. Apart from fields.ts on purpose: a visitor with the
// aids off never loads them, and fields.ts is in every first visit.

/**
 * A text with its readings: plain runs, and [base, reading] pairs for words with kanji (the reading
 * in hiragana). Joining every run and base gives back the text exactly.
 */
export type RubySegment = string | readonly [base: string, reading: string];
export type RubyText = readonly RubySegment[];

/** The text of a ruby text, without its readings. */
export const rubyBase = (ruby: RubyText): string => ruby.map((s) => (typeof s === 'string' ? s : s[0])).join('');

/** Kanji (CJK unified ideographs, extension A, compatibility) and the iteration mark 々. */
export const KANJI = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff々〆ヶ]/;

/** やさしい日本語の要約 of a column: a few short sentences, so a reader can take it in at once. */
export const EASY_SUMMARY_MAX = 1000;
