import { useEffect, useState } from 'react';
import { api, type PlainJapaneseHint } from '@hiroba/api-client';
import { useSettled } from './use-settled';

/** How long typing pauses before the text is checked: a check per pause, never per key. */
export const HINTS_DELAY_MS = 800;

export type HintsState =
  | { state: 'idle' }
  | { state: 'checking'; hints: PlainJapaneseHint[] }
  | { state: 'done'; hints: PlainJapaneseHint[] }
  | { state: 'failed' };

/**
 * The server's plain-Japanese hints for a text (POST /api/v1/plain_japanese_hints), checked once
 * typing pauses and never while an IME is composing (the half-typed reading is not the text). A
 * newer check cancels the one under way. Advice only: nothing waits for it.
 */
export function usePlainJapaneseHints(text: string, composing: boolean): HintsState {
  // While composing the value is null: the pause is counted from the composition's end.
  const settled = useSettled(composing ? null : text, HINTS_DELAY_MS);
  const [result, setResult] = useState<HintsState>({ state: 'idle' });

  useEffect(() => {
    if (settled === null) return;
    if (!settled.trim()) {
      setResult({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setResult((before) => ({ state: 'checking', hints: 'hints' in before ? before.hints : [] }));
    api.plainJapaneseHints
      .check({ text: settled }, { signal: controller.signal })
      .then(({ hints }) => setResult({ state: 'done', hints }))
      .catch(() => {
        if (!controller.signal.aborted) setResult({ state: 'failed' });
      });
    return () => controller.abort();
  }, [settled]);

  return result;
}
