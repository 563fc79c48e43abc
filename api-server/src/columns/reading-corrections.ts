// A column's reading corrections (docs/reading-aids.md#reading-corrections) beyond what their schema
// checks (lengths, a kanji in the term, hiragana in the reading): each term once, and no reading that
// is or holds a slur (readings/never-read.ts), which the analyser would otherwise show as the author
// typed it. Each failure names the row's field, so the editor shows it beside that input.
import { READING_CORRECTION_MESSAGES, type ReadingCorrection } from '@hiroba/contract/reading-aids';
import { badRequest } from '../lib/http-errors';
import { isSlurReading } from '../readings/never-read';

export function checkReadingCorrections(corrections: readonly ReadingCorrection[]): ReadingCorrection[] {
  const seen = new Set<string>();
  return corrections.map(({ term, reading }, i) => {
    if (isSlurReading(reading, term)) throw badRequest(`reading_corrections.${i}.reading`, READING_CORRECTION_MESSAGES.slur);
    if (seen.has(term)) throw badRequest(`reading_corrections.${i}.term`, READING_CORRECTION_MESSAGES.duplicateTerm);
    seen.add(term);
    return { term, reading };
  });
}
