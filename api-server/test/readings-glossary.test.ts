// The glossary's own shape (contract/src/glossary.ts): what a typo in a term or reading would break.
import { GLOSSARY, GLOSSARY_KINDS } from '@hiroba/contract/glossary';
import { KANJI, rubyBase } from '@hiroba/contract/reading-aids';
import { alignReading } from '../src/readings/align';
import { isSlurReading } from '../src/readings/never-read';

test('every term has a kanji, a kind, and appears once', () => {
  expect(GLOSSARY.length).toBeGreaterThanOrEqual(220);
  expect(GLOSSARY.filter((t) => !KANJI.test(t.term)).map((t) => t.term)).toEqual([]);
  expect(GLOSSARY.filter((t) => !GLOSSARY_KINDS.includes(t.kind)).map((t) => t.term)).toEqual([]);
  expect(new Set(GLOSSARY.map((t) => t.term)).size).toBe(GLOSSARY.length);
});

test('every reading is hiragana (with ー and ・ where the term has them) and no slur', () => {
  expect(GLOSSARY.filter((t) => !/^[\u3041-\u3096ー・]+$/.test(t.reading)).map((t) => t.term)).toEqual([]);
  expect(GLOSSARY.filter((t) => t.reading.includes('ー') && !t.term.includes('ー')).map((t) => t.term)).toEqual([]);
  expect(GLOSSARY.filter((t) => isSlurReading(t.reading, t.term)).map((t) => t.term)).toEqual([]);
});

test("every term's kana and katakana are found in its reading, so its ruby covers only kanji", () => {
  const coarse = GLOSSARY.filter((t) => {
    const ruby = alignReading(t.term, t.reading);
    // A fallback is one [term, reading] pair over a term that has kana.
    return ruby.length === 1 && typeof ruby[0] !== 'string' && !new RegExp(`^${KANJI.source}+$`).test(t.term);
  });
  expect(coarse.map((t) => t.term)).toEqual([]);
  for (const t of GLOSSARY) expect(rubyBase(alignReading(t.term, t.reading))).toBe(t.term);
});
