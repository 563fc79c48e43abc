// 似ている質問 while a new question's title is typed (docs/search.md#similar-and-related-questions):
// asked a pause after the last change, never during an IME composition (a Japanese writer's
// unconverted kana), only for a title of at least two characters that changed since the last ask; a
// newer ask cancels the one it replaces. Optional help: a failed call shows nothing and says nothing.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type SimilarQuestion } from '@hiroba/api-client';
import { charCount } from '@hiroba/shared-ui';
import { LIMITS } from '@hiroba/contract/fields';

/** How long after the last change (or the end of a composition) the server is asked. */
export const SIMILAR_PAUSE_MS = 500;
/** A shorter title (trimmed) asks nothing. */
export const SIMILAR_MIN_CHARS = 2;
/** The server answers at most this many. */
export const SIMILAR_MAX = 5;

export interface SimilarQuestions {
  /** What to show; empty when there is nothing (or the title is too short, or a call failed). */
  questions: SimilarQuestion[];
  /** What the live region says now, and a number that changes with each new announcement. */
  announcement: { text: string; seq: number };
  /** For the title input: while a composition is under way nothing is asked. */
  compositionProps: {
    onCompositionStart(): void;
    onCompositionEnd(): void;
  };
}

/** The title as asked: trimmed, at most LIMITS.similarTitle characters (code points, as the server counts). */
export function similarTitleOf(title: string): string {
  return Array.from(title.trim()).slice(0, LIMITS.similarTitle).join('').trim();
}

export function foundMessage(count: number): string {
  return count > 0 ? `似ている質問が${count}件見つかりました。` : '似ている質問は見つかりませんでした。';
}

interface Found {
  questions: SimilarQuestion[];
  text: string;
  seq: number;
}

const NOTHING: SimilarQuestion[] = [];
const sameQuestions = (a: SimilarQuestion[], b: SimilarQuestion[]) => a.length === b.length && a.every((q, i) => q.id === b[i].id);

/**
 * An answer arrived: a different list is announced with its count; an empty one only when a list was
 * showing (it disappears); the same questions again are not announced again.
 */
function arrived(before: Found, questions: SimilarQuestion[]): Found {
  if (sameQuestions(before.questions, questions)) return { ...before, questions };
  if (questions.length === 0 && before.questions.length === 0) return before;
  return { questions, text: foundMessage(questions.length), seq: before.seq + 1 };
}

/** Nothing to show any more, and nothing to say about it (a title too short, a failed call). */
function cleared(before: Found): Found {
  return before.questions.length === 0 && before.text === '' ? before : { questions: NOTHING, text: '', seq: before.seq };
}

/** `enabled` false (a question being edited) asks nothing. */
export function useSimilarQuestions(title: string, enabled: boolean): SimilarQuestions {
  const [composing, setComposing] = useState(false);
  const [found, setFound] = useState<Found>({ questions: NOTHING, text: '', seq: 0 });
  /** The title last asked (its answer shown or on its way). */
  const asked = useRef<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const wanted = enabled ? similarTitleOf(title) : '';

  useEffect(() => () => inFlight.current?.abort(), []);

  useEffect(() => {
    if (composing) return undefined;
    if (charCount(wanted) < SIMILAR_MIN_CHARS) {
      // What showed was about another title.
      inFlight.current?.abort();
      inFlight.current = null;
      asked.current = null;
      setFound(cleared);
      return undefined;
    }
    if (wanted === asked.current) return undefined;
    const timer = setTimeout(() => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      asked.current = wanted;
      api.search.similarQuestions({ title: wanted }, { signal: controller.signal }).then(
        (questions) => {
          if (inFlight.current !== controller) return; // a newer ask replaced it
          inFlight.current = null;
          setFound((before) => arrived(before, questions.slice(0, SIMILAR_MAX)));
        },
        () => {
          if (inFlight.current !== controller) return;
          inFlight.current = null;
          asked.current = null; // the next change asks again
          setFound(cleared);
        },
      );
    }, SIMILAR_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [wanted, composing]);

  const onCompositionStart = useCallback(() => setComposing(true), []);
  const onCompositionEnd = useCallback(() => setComposing(false), []);

  return {
    questions: found.questions,
    announcement: { text: found.text, seq: found.seq },
    compositionProps: { onCompositionStart, onCompositionEnd },
  };
}
