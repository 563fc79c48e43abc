// The player, loaded on the first press of 読み上げる (read-aloud-button.tsx), never with a page: reads
// the page's marked blocks as shown, sentence by sentence, highlighting the sentence being read with
// the CSS Custom Highlight API (no change to the DOM, so React's tree and the reader's selection stay
// as they are) and keeping it in view.
import { pageBlocks, rangeOf } from './page-text';
import { SentenceQueue, splitSentences, type ReadingState } from './sentence-queue';
import './read-aloud.css';

/** The highlight's name; read-aloud.css styles ::highlight(hiroba-read-aloud). */
export const READ_ALOUD_HIGHLIGHT = 'hiroba-read-aloud';

export interface ReadingControl {
  pause(): void;
  resume(): void;
  stop(): void;
}

export interface StartReadingOptions {
  /** Where the marked blocks are (the page's main). */
  root: ParentNode;
  onChange(state: ReadingState): void;
}

function highlight(range: Range | null): void {
  if (typeof CSS === 'undefined' || !CSS.highlights || typeof Highlight === 'undefined') return;
  if (range) CSS.highlights.set(READ_ALOUD_HIGHLIGHT, new Highlight(range));
  else CSS.highlights.delete(READ_ALOUD_HIGHLIGHT);
}

/** Scrolls only when the sentence left the viewport; at once for readers who asked for less motion. */
function keepInView(range: Range): void {
  const rect = range.getBoundingClientRect();
  const height = window.innerHeight;
  if (rect.height === 0 || (rect.top >= 0 && rect.bottom <= height)) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  // A third of the way down: the sentences after it are in view too, and a sticky header covers none of it.
  window.scrollBy({ top: rect.top - height / 3, behavior: still ? 'auto' : 'smooth' });
}

/** Reads the page from its first marked block; the control pauses, resumes and stops it. */
export function startReading({ root, onChange }: StartReadingOptions): ReadingControl {
  const blocks = pageBlocks(root);
  const sentences = splitSentences(blocks.map((b) => b.text));
  const queue = new SentenceQueue(sentences, {
    synthesis: window.speechSynthesis,
    createUtterance: (text) => new SpeechSynthesisUtterance(text),
    listener: (state, current) => {
      const sentence = current === null ? null : sentences[current];
      const range = sentence ? rangeOf(blocks[sentence.block], sentence.start, sentence.end) : null;
      highlight(range);
      if (range && state === 'speaking') keepInView(range);
      onChange(state);
    },
  });
  queue.play();
  return { pause: () => queue.pause(), resume: () => queue.resume(), stop: () => queue.stop() };
}
