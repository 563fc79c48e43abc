// Reading aloud (docs/reading-aids.md#reading-aloud), without the DOM: a page's text cut into
// sentences, and a queue that speaks them one by one through a speechSynthesis-like object. One
// utterance per sentence, so the sentence being read can be highlighted, pausing stops at a sentence
// the reader can find again, and no utterance runs past Chromium's cut-off of about 15 seconds.
import { GLOSSARY } from '@hiroba/contract/glossary';
import { READ_ALOUD_MAX_CHARS } from '@hiroba/contract/reading-aids';
import { pickJapaneseVoice } from './japanese-voice';

/** One sentence: where it is (the block's index and character offsets in its text) and its text. */
export interface Sentence {
  block: number;
  start: number;
  end: number;
  text: string;
}

const ENDS = new Set(['。', '！', '？', '!', '?', '．']);
const OPENS: Record<string, string> = { '「': '」', '『': '』', '（': '）', '(': ')' };
const CLOSES = new Set(Object.values(OPENS));
/** Nothing to say: spaces and punctuation only (a line of 「・・・」, a lone 」). */
const SILENT = /^[\s\p{P}\p{S}]*$/u;

/** Cuts one line into sentences at 。！？, keeping a quote 「…」 with the sentence around it. */
function cutLine(line: string, offset: number, out: Array<[number, number]>): void {
  const open: string[] = [];
  let from = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c in OPENS) open.push(OPENS[c]);
    else if (CLOSES.has(c)) {
      // An unpaired closing mark is left alone; a paired one closes everything opened inside it.
      const at = open.lastIndexOf(c);
      if (at >= 0) open.length = at;
    } else if (ENDS.has(c) && open.length === 0) {
      // 「本当？！」 and 「はい。」と言った: trailing marks stay with their sentence.
      let end = i + 1;
      while (end < line.length && (ENDS.has(line[end]) || CLOSES.has(line[end]))) end++;
      out.push([offset + from, offset + end]);
      from = end;
      i = end - 1;
    }
  }
  if (from < line.length) out.push([offset + from, offset + line.length]);
}

/** A sentence over the limit, cut after the last 「、」 (or 。 inside a quote) before it, else at it. */
function cutLong(text: string, start: number, end: number, max: number, out: Array<[number, number]>): void {
  while (end - start > max) {
    const window = text.slice(start, start + max);
    const at = Math.max(window.lastIndexOf('、'), window.lastIndexOf('，'), window.lastIndexOf('。'));
    const cut = at > 0 ? start + at + 1 : start + max;
    out.push([start, cut]);
    start = cut;
  }
  out.push([start, end]);
}

/**
 * The sentences of some blocks of text, in order: cut at 。！？ and at line breaks (a sentence never
 * runs over a line), quotes kept whole, long ones cut at 「、」; spaces around a sentence left out,
 * and pieces with nothing to say (punctuation only) skipped.
 */
export function splitSentences(blocks: readonly string[], max = READ_ALOUD_MAX_CHARS): Sentence[] {
  const sentences: Sentence[] = [];
  blocks.forEach((text, block) => {
    const pieces: Array<[number, number]> = [];
    let lineStart = 0;
    for (const line of text.split('\n')) {
      cutLine(line, lineStart, pieces);
      lineStart += line.length + 1;
    }
    for (const [from, to] of pieces) {
      let start = from;
      let end = to;
      while (start < end && /\s/.test(text[start])) start++;
      while (end > start && /\s/.test(text[end - 1])) end--;
      if (SILENT.test(text.slice(start, end))) continue;
      const parts: Array<[number, number]> = [];
      cutLong(text, start, end, max, parts);
      for (const [s, e] of parts) sentences.push({ block, start: s, end: e, text: text.slice(s, e) });
    }
  });
  return sentences;
}

const byLength = [...GLOSSARY].sort((a, b) => b.term.length - a.term.length);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const GLOSSARY_TERMS = new RegExp(byLength.map((t) => escape(t.term)).join('|'), 'g');
const READINGS = new Map(byLength.map((t) => [t.term, t.reading]));

/** What the voice is given: glossary terms by their readings, longest first (voices misread them too). */
export function spokenText(text: string): string {
  return byLength.length === 0 ? text : text.replace(GLOSSARY_TERMS, (term) => READINGS.get(term) ?? term);
}

/** The parts of SpeechSynthesisUtterance the queue sets and listens to. */
export interface UtteranceLike {
  text: string;
  lang: string;
  voice: SpeechSynthesisVoice | null;
  onend: ((event: never) => void) | null;
  onerror: ((event: SpeechSynthesisErrorEvent) => void) | null;
}

/** The parts of window.speechSynthesis the queue uses. */
export interface SynthesisLike {
  speak(utterance: never): void;
  cancel(): void;
  pause(): void;
  resume(): void;
  getVoices(): SpeechSynthesisVoice[];
}

export type ReadingState = 'idle' | 'speaking' | 'paused';

export interface QueueListener {
  /** The sentence now read (its index), or null once the reading is over or stopped. */
  (state: ReadingState, current: number | null): void;
}

/**
 * Errors after which nothing else would be spoken either (no voice, no audio, not allowed before a
 * press): the reading stops. Any other error (synthesis-failed, text-too-long, invalid-argument) is
 * about this sentence: it is skipped and the next one is read, so one bad sentence does not end the page.
 */
const FATAL_ERRORS = new Set([
  'not-allowed',
  'audio-busy',
  'audio-hardware',
  'network',
  'synthesis-unavailable',
  'language-unavailable',
  'voice-unavailable',
  // Someone else cancelled the synthesis (another tab, the browser): ours is over.
  'canceled',
  'interrupted',
]);

export interface SentenceQueueOptions {
  synthesis: SynthesisLike;
  createUtterance(text: string): UtteranceLike;
  listener: QueueListener;
}

/** Speaks sentences one at a time, in order, and tells its listener where it is. */
export class SentenceQueue {
  private state: ReadingState = 'idle';
  private index: number | null = null;
  /**
   * The utterance being spoken, held so it is not garbage-collected before `end` (Chromium then
   * never fires it), and so a late event of a cancelled one is recognised and ignored.
   */
  private current: UtteranceLike | null = null;

  constructor(
    private readonly sentences: readonly Sentence[],
    private readonly options: SentenceQueueOptions,
  ) {}

  get reading(): { state: ReadingState; current: number | null } {
    return { state: this.state, current: this.index };
  }

  /** Reads from the first sentence, or from the one given; anything being read is stopped first. */
  play(from = 0): void {
    this.silence();
    if (from < 0 || from >= this.sentences.length) return this.finish();
    this.options.synthesis.resume(); // a synthesis left paused by another page would never start
    this.speak(from);
  }

  pause(): void {
    if (this.state !== 'speaking') return;
    this.options.synthesis.pause();
    this.set('paused', this.index);
  }

  resume(): void {
    if (this.state !== 'paused') return;
    this.options.synthesis.resume();
    this.set('speaking', this.index);
  }

  stop(): void {
    if (this.state === 'idle') return;
    this.silence();
    this.finish();
  }

  private speak(index: number): void {
    const voice = pickJapaneseVoice(this.options.synthesis.getVoices());
    const utterance = this.options.createUtterance(spokenText(this.sentences[index].text));
    utterance.lang = 'ja-JP';
    utterance.voice = voice;
    utterance.onend = () => {
      if (this.current === utterance) this.next(index);
    };
    utterance.onerror = (event) => {
      if (this.current !== utterance) return; // cancelled by us: stop() or play() already moved on
      if (FATAL_ERRORS.has(event.error)) this.finish();
      else this.next(index);
    };
    this.current = utterance;
    this.set('speaking', index);
    this.options.synthesis.speak(utterance as never);
  }

  private next(index: number): void {
    if (index + 1 < this.sentences.length) this.speak(index + 1);
    else this.finish();
  }

  /** Forgets the current utterance before cancelling, so its `error` (interrupted) is not ours to handle. */
  private silence(): void {
    this.current = null;
    this.options.synthesis.cancel();
  }

  private finish(): void {
    this.current = null;
    this.set('idle', null);
  }

  private set(state: ReadingState, index: number | null): void {
    this.state = state;
    this.index = index;
    this.options.listener(state, index);
  }
}
