// The ふりがな readings table (data in readings-table.ts) through the real worker pool: the share of
// sentences whose expected readings all come out right, and no slur in any reading.
import { toHiragana } from '../src/readings/kana';
import { createReadingPool } from '../src/readings/reading-pool';
import type { RubyText } from '@hiroba/contract/reading-aids';
import { GLOSSARY } from '@hiroba/contract/glossary';
import { EVERYDAY_ENTRIES, GLOSSARY_ENTRIES, READINGS_TABLE, SLURS, isShortSlur, type TableEntry } from './readings-table';
import { TEST_READING_WORKER } from './helpers/reading-worker';

const MIN_SCORE = 0.97;

/**
 * How the ruby reads `word` at its first place in the sentence: the readings of the ruby segments
 * inside it and the kana of its plain text. Null when a ruby segment crosses the word's edge.
 */
function readingOf(ruby: RubyText, word: string, sentence: string): string | null {
  const start = sentence.indexOf(word);
  if (start < 0) throw new Error(`${word} is not in ${sentence}`);
  const end = start + word.length;
  let at = 0;
  let reading = '';
  for (const segment of ruby) {
    const base = typeof segment === 'string' ? segment : segment[0];
    const [from, to] = [at, at + base.length];
    at = to;
    if (to <= start || from >= end) continue;
    if (typeof segment === 'string') reading += segment.slice(Math.max(start, from) - from, Math.min(end, to) - from);
    else if (from < start || to > end) return null;
    else reading += segment[1];
  }
  return toHiragana(reading);
}

const rubiesOf = (ruby: RubyText) => ruby.flatMap((s) => (typeof s === 'string' ? [] : [s]));

test('the table is as large as promised', () => {
  expect(GLOSSARY.length).toBeGreaterThanOrEqual(220);
  expect(GLOSSARY_ENTRIES.map((e) => Object.keys(e.expected)[0])).toEqual(GLOSSARY.map((t) => t.term));
  expect(EVERYDAY_ENTRIES.length).toBeGreaterThanOrEqual(100);
  expect(READINGS_TABLE.length).toBeGreaterThanOrEqual(300);
});

test(`at least ${MIN_SCORE * 100}% of the table reads right, and no reading is a slur`, async () => {
  const pool = createReadingPool({ idleSeconds: 5, worker: TEST_READING_WORKER });
  try {
    const rubies = await pool.read(READINGS_TABLE.map((e) => e.sentence));
    const misses: string[] = [];
    const slurs: string[] = [];
    READINGS_TABLE.forEach((entry: TableEntry, i) => {
      const wrong = Object.entries(entry.expected).flatMap(([word, expected]) => {
        const got = readingOf(rubies[i], word, entry.sentence);
        return got === expected ? [] : [`${word}: ${got ?? '(split)'} ≠ ${expected}`];
      });
      if (wrong.length > 0) misses.push(`${entry.sentence}  ${wrong.join(', ')}`);
      for (const [base, reading] of rubiesOf(rubies[i])) {
        if (SLURS.some((slur) => reading.includes(slur)) || isShortSlur(base, reading)) slurs.push(`${entry.sentence}: ${reading}`);
      }
    });
    const score = (READINGS_TABLE.length - misses.length) / READINGS_TABLE.length;
    console.log(`readings table: ${READINGS_TABLE.length - misses.length}/${READINGS_TABLE.length} right (${(score * 100).toFixed(1)}%)\n${misses.join('\n')}`);
    expect(slurs).toEqual([]);
    expect(score).toBeGreaterThanOrEqual(MIN_SCORE);
  } finally {
    await pool.close();
  }
}, 60_000);
