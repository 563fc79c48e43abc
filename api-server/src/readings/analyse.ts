// The ふりがな analyser (docs/reading-aids.md#the-analyser-and-its-worker): the glossary first, longest
// term first, then kuromoji (IPADIC) for every other word with kanji. Runs in the reading worker.
import { GLOSSARY, type GlossaryTerm } from '@hiroba/contract/glossary';
import { KANJI, type ReadingCorrection, type RubySegment, type RubyText } from '@hiroba/contract/reading-aids';
import type { IpadicFeatures, Tokenizer } from 'kuromoji';
import { alignReading } from './align';
import { toHiragana } from './kana';
import { isSlurReading, safeReading } from './never-read';

/**
 * `corrections`: a column's own readings (docs/reading-aids.md#reading-corrections), matched before the
 * glossary, longest first, where a glossary term of a kind other than phrase would be.
 */
export type Analyse = (text: string, corrections?: readonly ReadingCorrection[]) => RubyText;

/** Glossary terms by their first character, longest first, so the first hit at a place is the longest. */
function indexGlossary(glossary: readonly GlossaryTerm[]): Map<string, GlossaryTerm[]> {
  const index = new Map<string, GlossaryTerm[]>();
  for (const term of glossary) {
    const first = term.term[0];
    index.set(first, [...(index.get(first) ?? []), term]);
  }
  for (const terms of index.values()) terms.sort((a, b) => b.term.length - a.term.length);
  return index;
}

const HIRAGANA = /^[\u3041-\u309fー]+$/;
const COUNTED = /[一二三四五六七八九十何]/;
const NUMERAL = /[〇一二三四五六七八九十百千万億何数]/;

/**
 * A term ends where an analyser word ends, or inside one but not between two of its kanji (盲ろう over
 * 盲|ろう者 is fine; a term never takes 障害 out of a word 障害物). A phrase (一人, 大人, の間) is a word
 * the analyser finds but misreads, so it must end where an analyser word ends (大人数 is おおにんずう),
 * and a counted phrase must not follow a numeral (十一人 is じゅういちにん).
 */
function fitsAt(text: string, at: number, term: GlossaryTerm, wordStarts: ReadonlySet<number>): boolean {
  if (!text.startsWith(term.term, at)) return false;
  const end = at + term.term.length;
  if (term.kind !== 'phrase') return wordStarts.has(end) || !(KANJI.test(text[end - 1]) && KANJI.test(text[end]));
  return wordStarts.has(end) && !(COUNTED.test(term.term[0]) && NUMERAL.test(text[at - 1] ?? ''));
}

/** One analyser word → ruby: kanji words get their reading in hiragana, the rest stays plain. */
function tokenSegments(surface: string, katakana: string | undefined): RubySegment[] {
  if (!KANJI.test(surface) || !katakana || katakana === '*') return [surface];
  let reading = toHiragana(katakana);
  // The dictionary gives a lone 々 or an unknown sign itself as its reading: that is no reading.
  if (!HIRAGANA.test(reading)) return [surface];
  if (isSlurReading(reading, surface)) {
    const safe = safeReading(surface);
    // No safe reading: better no ruby than a wrong one.
    if (safe === null) return [surface];
    reading = safe;
  }
  return alignReading(surface, reading);
}

/** Plain runs next to each other become one. */
function joinPlain(segments: RubySegment[]): RubySegment[] {
  const joined: RubySegment[] = [];
  for (const segment of segments) {
    const last = joined[joined.length - 1];
    if (typeof segment === 'string' && typeof last === 'string') joined[joined.length - 1] = last + segment;
    else joined.push(segment);
  }
  return joined;
}

/** What kuromoji 0.1.2 throws on: NUL and a high surrogate without its low one. */
const UNREADABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])/g;

interface Word {
  surface: string;
  reading: string | undefined;
}

/**
 * The most kuromoji is given at once. Its lattice holds, at each place of a run of unknown letters
 * (aaaa…), a word to the run's end, so a long run costs the square of its length: 100,000 latin letters
 * in one text node (a column body, the editor's preview) ran the worker out of memory.
 */
const CHUNK = 500;
/** Where a chunk may end: after a sentence, a line or a space, so words are not cut. */
const BREAK = /[。！？!?\n\s]/;

/** `text` in pieces of at most CHUNK, cut after a break when there is one in the second half. */
function chunksOf(text: string): string[] {
  const chunks: string[] = [];
  let at = 0;
  while (text.length - at > CHUNK) {
    let end = at + CHUNK;
    for (let i = end - 1; i > at + CHUNK / 2; i--) {
      if (BREAK.test(text[i])) {
        end = i + 1;
        break;
      }
    }
    // Never between the two halves of a surrogate pair.
    if (/[\ud800-\udbff]/.test(text[end - 1])) end -= 1;
    chunks.push(text.slice(at, end));
    at = end;
  }
  chunks.push(text.slice(at));
  return chunks;
}

/** Digits, as a date's month is written (4月, １１月). */
const DIGITS = /^[0-9０-９]+$/;

/** A word of a chunk: where it begins there, its surface (the chunk's own letters) and its reading. */
interface PlacedWord extends Word {
  at: number;
}

/**
 * kuromoji's words of one chunk, each placed where its surface really is. kuromoji drops some code
 * points without a word for them (U+FE0F and U+200D inside an emoji sequence, and at times the letter
 * after a surrogate pair: 手👍🏽話 comes back as 手, 👍🏽), so adding up the surfaces' lengths drifts off
 * the text. What it dropped is read once more on its own (話 gets its reading), then left plain.
 */
function chunkWords(tokenizer: Tokenizer<IpadicFeatures>, chunk: string, again = true): PlacedWord[] {
  const placed: PlacedWord[] = [];
  let at = 0;
  let previous = '';
  const fill = (to: number) => {
    if (to <= at) return;
    const gap = chunk.slice(at, to);
    const gapWords = again ? chunkWords(tokenizer, gap, false) : [{ at: 0, surface: gap, reading: undefined }];
    for (const word of gapWords) placed.push({ ...word, at: at + word.at });
  };
  for (const token of tokenizer.tokenize(chunk)) {
    const surface = token.surface_form;
    const found = surface ? chunk.indexOf(surface, at) : -1;
    if (found < 0) continue;
    fill(found);
    // kuromoji reads 月 after digits as つき (11月 of 2026年11月21日); there it names a month, がつ.
    const reading = surface === '月' && DIGITS.test(previous) ? 'ガツ' : token.reading;
    placed.push({ at: found, surface, reading });
    previous = surface;
    at = found + surface.length;
  }
  fill(chunk.length);
  return placed;
}

/** The analyser's words of `text`, by where each begins; together they cover the text, and surfaces are the text's own. */
function wordsOf(tokenizer: Tokenizer<IpadicFeatures>, text: string): Map<number, Word> {
  const words = new Map<number, Word>();
  let at = 0;
  // Same length with a space for what kuromoji cannot take, so the offsets hold.
  for (const chunk of chunksOf(text.replace(UNREADABLE, ' '))) {
    for (const word of chunkWords(tokenizer, chunk)) {
      words.set(at + word.at, { surface: text.slice(at + word.at, at + word.at + word.surface.length), reading: word.reading });
    }
    at += chunk.length;
  }
  return words;
}

export function createAnalyser(tokenizer: Tokenizer<IpadicFeatures>, glossary: readonly GlossaryTerm[] = GLOSSARY): Analyse {
  const index = indexGlossary(glossary);
  // The author's terms are the column's own glossary: a term of its own kind, found before the site's.
  // Indexed once per list: the worker passes one request's list with each of its texts.
  const ownIndexes = new WeakMap<readonly ReadingCorrection[], Map<string, GlossaryTerm[]>>();
  const ownIndex = (corrections: readonly ReadingCorrection[]) => {
    let own = ownIndexes.get(corrections);
    if (!own) ownIndexes.set(corrections, (own = indexGlossary(corrections.map((c) => ({ ...c, kind: 'service' as const })))));
    return own;
  };

  return (text, corrections = []) => {
    const own = corrections.length ? ownIndex(corrections) : null;
    // The analyser's words over the whole text. A glossary term may start only where one begins, so
    // 療育 is not found inside 医療育成 (医療|育成).
    const words = wordsOf(tokenizer, text);
    const starts = new Set([...words.keys(), text.length]);
    const segments: RubySegment[] = [];
    const add = (more: RubySegment[]) => {
      for (const segment of more) segments.push(segment);
    };
    /** Text between glossary hits: the words found over the whole text, read in their context. */
    const readGap = (from: number, to: number) => {
      if (from === to) return;
      // A term that ended inside a word (盲ろう in 盲|ろう者) leaves the rest of it to be read alone.
      const gapWords = starts.has(from) ? words : wordsOf(tokenizer, text.slice(from, to));
      const offset = starts.has(from) ? 0 : from;
      for (let i = from; i < to; ) {
        const word = gapWords.get(i - offset)!;
        add(tokenSegments(word.surface, word.reading));
        i += word.surface.length;
      }
    };
    let gapStart = 0;
    for (let i = 0; i < text.length; ) {
      const fits = (candidate: GlossaryTerm) => fitsAt(text, i, candidate, starts);
      const term = starts.has(i) ? (own?.get(text[i])?.find(fits) ?? index.get(text[i])?.find(fits)) : undefined;
      if (!term) {
        i += 1;
        continue;
      }
      readGap(gapStart, i);
      add(alignReading(term.term, term.reading));
      i += term.term.length;
      gapStart = i;
    }
    readGap(gapStart, text.length);
    return joinPlain(segments);
  };
}
