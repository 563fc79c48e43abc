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

/**
 * The plain-Japanese hints of the column editor (POST /api/v1/plain_japanese_hints): the most text
 * one call checks. 20,000 characters, not the column body's 200,000 (that is HTML with its markup):
 * far more than a summary (EASY_SUMMARY_MAX), and it keeps one check's work small.
 */
export const PLAIN_JAPANESE_TEXT_MAX = 20000;

/**
 * What the hints look for: a sentence longer than `sentenceMax` characters, a run of more than
 * `kanjiRunMax` kanji, and a sentence of at least `kanjiShareMinLength` characters more than
 * `kanjiShareMax` of which are kanji (easy-to-read guidance keeps kanji to about a fifth to a third
 * of the letters; a newspaper's run nearer 40%; a short sentence's share jumps with one word).
 */
export const PLAIN_JAPANESE_LIMITS = { sentenceMax: 50, kanjiRunMax: 4, kanjiShareMax: 0.3, kanjiShareMinLength: 20 } as const;

/** The rules of the hints, as the answer names them. */
export const PLAIN_JAPANESE_RULES = ['sentence-length', 'max-kanji-continuous-len', 'kanji-share'] as const;
export type PlainJapaneseRule = (typeof PLAIN_JAPANESE_RULES)[number];
