// The passage of a result (docs/search.md#the-results-page): the part of its text where the query's
// words are, with each matched word marked, instead of the text's first lines. Found in the folded
// text and cut from the original, so what the reader sees is what was written.
import type { Passage } from '@hiroba/contract';
import { fold, foldKana } from './search-text';

/** About this many characters of text around the words. */
export const PASSAGE_LENGTH = 120;
/** Characters before the first word in the passage at most, so it does not start at the word. */
const LEAD = 20;
/** Where a sentence ends: a passage starts after one when it can. */
const SENTENCE_END = /[。！？!?\n]/;

/** Where a passage holding a hit at `start` begins: the text's start when that is near, else after the sentence before, or LEAD characters back. */
function passageStart(text: string, start: number): number {
  if (start <= 2 * LEAD) return 0;
  for (let i = start - 1; i >= start - LEAD; i--) if (SENTENCE_END.test(text[i])) return i + 1;
  return start - LEAD;
}
/** Each form is looked for at most this often (a long column names a word hundreds of times). */
const MAX_PER_FORM = 50;

interface Hit {
  start: number;
  end: number;
  word: number;
}

/** Where any form of each word is in `folded` (katakana as hiragana), in order. */
function hitsIn(folded: string, words: readonly (readonly string[])[]): Hit[] {
  const hits: Hit[] = [];
  words.forEach((forms, word) => {
    for (const form of forms) {
      if (!form) continue;
      for (let at = folded.indexOf(form), n = 0; at >= 0 && n < MAX_PER_FORM; at = folded.indexOf(form, at + form.length), n++) {
        hits.push({ start: at, end: at + form.length, word });
      }
    }
  });
  return hits.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Marks of overlapping hits made one. */
function merged(hits: Hit[]): Hit[] {
  const out: Hit[] = [];
  for (const hit of hits) {
    const last = out[out.length - 1];
    if (last && hit.start <= last.end) last.end = Math.max(last.end, hit.end);
    else out.push({ ...hit });
  }
  return out;
}

/** `text` from `from` to `to` (folded places) with the hits inside marked, as the original wrote it. */
function segments(original: string, at: number[], from: number, to: number, hits: Hit[]): Passage['text'] {
  const out: Passage['text'] = [];
  let cursor = at[from];
  for (const hit of merged(hits.filter((h) => h.start >= from && h.end <= to))) {
    const start = at[hit.start];
    const end = at[hit.end];
    if (start > cursor) out.push(original.slice(cursor, start));
    out.push({ mark: original.slice(start, end) });
    cursor = end;
  }
  const end = at[to];
  if (end > cursor) out.push(original.slice(cursor, end));
  return out.map((part) => (typeof part === 'string' ? part.replace(/\s+/gu, ' ') : part));
}

/** A text (a title) whole, with its words marked. */
export function marked(original: string, words: readonly (readonly string[])[]): Passage['text'] {
  const { text, at } = fold(original);
  return segments(original, at, 0, text.length, hitsIn(foldKana(text), words));
}

/**
 * The passage of `original` that holds the most of the words (then the most hits), about
 * PASSAGE_LENGTH characters from a little before the first; the text's start when none is there.
 */
export function passageOf(original: string, words: readonly (readonly string[])[], length = PASSAGE_LENGTH): Passage {
  const { text, at } = fold(original);
  const hits = hitsIn(foldKana(text), words);
  let best = { from: 0, covered: 0, count: 0 };
  for (const hit of hits) {
    const from = passageStart(text, hit.start);
    const inside = hits.filter((h) => h.start >= from && h.end <= from + length);
    const covered = new Set(inside.map((h) => h.word)).size;
    if (covered > best.covered || (covered === best.covered && inside.length > best.count)) best = { from, covered, count: inside.length };
  }
  const to = Math.min(text.length, best.from + length);
  return { text: segments(original, at, best.from, to, hits), cut_start: best.from > 0, cut_end: to < text.length };
}
