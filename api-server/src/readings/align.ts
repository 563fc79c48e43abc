// A word and its whole reading → ruby over its kanji runs only, so okurigana and kana between kanji
// stay plain text (障害のある方/しょうがいのあるかた → 障害(しょうがい) のある 方(かた)). Pure.
import { KANJI, type RubySegment } from '@hiroba/contract/reading-aids';
import { toHiragana } from './kana';

const KANJI_RUN = new RegExp(`(${KANJI.source}+)`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits `base` into kanji runs and the rest, and finds each run's part of `reading` by matching the
 * rest (katakana compared as hiragana) between them. A base without kanji is plain; a reading that
 * does not fit the kana of the base gives the whole base one reading, which is still right, only coarser.
 */
export function alignReading(base: string, reading: string): RubySegment[] {
  const parts = base.split(KANJI_RUN).filter((part) => part !== '');
  if (!parts.some((part) => KANJI.test(part))) return [base];
  if (parts.length === 1) return [[base, reading]];
  const pattern = parts.map((part) => (KANJI.test(part) ? '(.+?)' : escape(toHiragana(part)))).join('');
  const match = new RegExp(`^${pattern}$`, 's').exec(toHiragana(reading));
  if (!match) return [[base, reading]];
  let group = 1;
  return parts.map((part): RubySegment => (KANJI.test(part) ? [part, match[group++]] : part));
}
