import { KANJI } from '@hiroba/contract/reading-aids';

// Readings that are slurs (docs/reading-aids.md#the-analyser-and-its-worker). IPADIC reads 盲 alone as
// めくら and 褥瘡 as しとねくさ; the glossary covers the words we know, and this is the net under it:
// an analyser reading with one of these is never shown.

/** Slurs, and readings that sound like one, that no ruby may contain. */
export const SLUR_READINGS = ['めくら', 'つんぼ', 'びっこ', 'かたわ', 'きちがい', 'しとねくさ', 'いざり', 'ちんば'] as const;
/** Slurs too short to look for inside a reading (おし is in おしえる): a whole reading must not be one. */
export const SLUR_WHOLE_READINGS = ['おし'] as const;

const ALL_KANJI = new RegExp(`^${KANJI.source}+$`);

/** The plain on'yomi of the kanji behind those slurs, to read a word again without them. */
const SAFE_KANJI_READINGS: Readonly<Record<string, string>> = { 盲: 'もう', 聾: 'ろう', 唖: 'あ', 啞: 'あ', 跛: 'は', 褥: 'じょく', 瘡: 'そう', 躄: 'へき' };

/** `surface` is the analyser's word: おし is only a slur as the reading of kanji alone (唖), not of 押し. */
export const isSlurReading = (reading: string, surface: string): boolean =>
  SLUR_READINGS.some((slur) => reading.includes(slur)) || ((SLUR_WHOLE_READINGS as readonly string[]).includes(reading) && ALL_KANJI.test(surface));

/** A word read again kanji by kanji from the safe readings, or null when one of its kanji has none. */
export function safeReading(surface: string): string | null {
  let reading = '';
  for (const ch of surface) {
    const safe = SAFE_KANJI_READINGS[ch];
    if (safe === undefined) return null;
    reading += safe;
  }
  return reading;
}
