// The words, numbers and shapes of the reading aids (docs/reading-aids.md): ふりがな, reading aloud and
// やさしい日本語; '@hiroba/contract/reading-aids'. Apart from fields.ts on purpose: a visitor with the
// aids off never loads them, and fields.ts is in every first visit.

/**
 * A text with its readings: plain runs, and [base, reading] pairs for words with kanji (the reading
 * in hiragana). Joining every run and base gives back the text exactly.
 */
export type RubySegment = string | [base: string, reading: string];
export type RubyText = RubySegment[];

/** The text of a ruby text, without its readings. */
export const rubyBase = (ruby: RubyText): string => ruby.map((s) => (typeof s === 'string' ? s : s[0])).join('');
/** The text as it is read: each ruby's reading, the letters between as they are (search matches words typed in kana with it). */
export const rubyReading = (ruby: RubyText): string => ruby.map((s) => (typeof s === 'string' ? s : s[1])).join('');

/** Kanji (CJK unified ideographs, extension A, compatibility) and the iteration mark 々. */
export const KANJI = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff々〆ヶ]/;

/** The ふりがな switch, remembered on the device (`hiroba_furigana=on`); off is the default. */
export const FURIGANA_COOKIE = 'hiroba_furigana';
/** Whether a Cookie header or document.cookie has ふりがな on. */
export const furiganaInCookie = (cookie: string): boolean => new RegExp(`(?:^|;\\s*)${FURIGANA_COOKIE}=on(?:;|$)`).test(cookie);

/** Reading aloud (docs/reading-aids.md#reading-aloud): the control's words and what it announces. */
export const READ_ALOUD_LABELS = {
  start: '読み上げる',
  pause: '一時停止',
  resume: '再開',
  stop: '停止',
} as const;
export const READ_ALOUD_STATUS = {
  speaking: '読み上げ中',
  paused: '一時停止中',
  stopped: '読み上げを停止しました',
  loadFailed: '読み上げを始められませんでした。通信の状態を確かめて、もう一度押してください。',
} as const;
/**
 * Sentences longer than this are cut at 「、」: Chromium stops an utterance after about 15 seconds,
 * and Japanese voices at the default rate read about 8–9 characters a second.
 */
export const READ_ALOUD_MAX_CHARS = 120;

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

/**
 * A column's reading corrections (docs/reading-aids.md#reading-corrections): the author's own readings
 * of words the analyser misreads in that column, matched before the glossary. Up to `count` of them; a
 * term of at most `termMax` characters with a kanji, a reading of at most `readingMax` in hiragana.
 */
export const READING_CORRECTION_LIMITS = { count: 50, termMax: 20, readingMax: 40 } as const;
/** A correction's reading: hiragana (and ー, ゝ, ゞ), never kanji or katakana. */
export const HIRAGANA_READING = /^[\u3041-\u3096\u309d\u309eー]+$/;

/** One reading correction: a term with a kanji and its reading in hiragana. */
export interface ReadingCorrection {
  term: string;
  reading: string;
}
/**
 * The corrections' field labels, here and not in fields.ts's FIELD_LABELS (which every first visit
 * loads); the server's validation messages read both.
 */
export const READING_CORRECTION_LABELS: Readonly<Record<string, string>> = {
  reading_corrections: '読みの直し',
  term: '読みを直す語',
  reading: '読み',
};
/** What is wrong with a correction, as the server answers it beside the row's field. */
export const READING_CORRECTION_MESSAGES = {
  termWithoutKanji: '読みを直す語には漢字を入れてください。',
  readingNotHiragana: '読みはひらがなで入力してください。',
  duplicateTerm: '同じ語の読みの直しがほかにもあります。1つにまとめてください。',
  slur: 'この読みは使えません。差別的な言葉を含む読みは表示しません。',
  tooMany: `読みの直しは${READING_CORRECTION_LIMITS.count}個までです。`,
} as const;
