import { useEffect, useMemo, useState } from 'react';
import { api, isApiError, type ColumnReadingsPreview } from '@hiroba/api-client';
import type { ReadingCorrection } from '@hiroba/contract/reading-aids';
import { useSettled } from './use-settled';

/** How long typing pauses before the preview is read again (as the plain-Japanese hints). */
export const RUBY_PREVIEW_DELAY_MS = 800;

export type RubyPreviewState =
  | { state: 'loading'; ruby: ColumnReadingsPreview | null }
  | { state: 'done'; ruby: ColumnReadingsPreview }
  /** The server refused a correction: its message is beside the row's field (`onFieldError`). */
  | { state: 'invalid'; ruby: ColumnReadingsPreview | null }
  | { state: 'failed'; ruby: ColumnReadingsPreview | null };

interface Sent {
  title: string;
  body: string;
  reading_corrections: ReadingCorrection[];
  /** The form's row of each sent correction (rows still being filled in are not sent). */
  rows: number[];
}

/** Only the rows with both a term and a reading: a row just added is not an error yet. */
function toSend(title: string, body: string, corrections: ReadingCorrection[]): Sent {
  const rows: number[] = [];
  const sent: ReadingCorrection[] = [];
  corrections.forEach((c, row) => {
    const term = c.term.trim();
    const reading = c.reading.trim();
    if (!term || !reading) return;
    rows.push(row);
    sent.push({ term, reading });
  });
  return { title: title.trim(), body, reading_corrections: sent, rows };
}

/**
 * The column's ふりがな as typed (POST /api/v1/columns/readings_preview), read again once typing
 * pauses and never while an IME is composing a correction. A newer call cancels the one under way;
 * the last ruby stays shown while the next is read or when a call fails. A refused correction's
 * message goes to its row's field (reading_corrections.{row}.{term|reading}).
 */
export function useRubyPreview(
  title: string,
  body: string,
  corrections: ReadingCorrection[],
  composing: boolean,
  onFieldError: (field: string, message: string) => void,
): RubyPreviewState {
  const key = JSON.stringify(toSend(title, body, corrections));
  // The first call goes at once (the switch was just turned on: the settled value starts as the
  // value); later ones after the pause.
  const settled = useSettled(composing ? null : key, RUBY_PREVIEW_DELAY_MS);
  const sent = useMemo(() => (settled === null ? null : (JSON.parse(settled) as Sent)), [settled]);
  const [result, setResult] = useState<RubyPreviewState>({ state: 'loading', ruby: null });

  useEffect(() => {
    if (sent === null) return;
    const controller = new AbortController();
    const { rows, ...request } = sent;
    setResult((before) => ({ state: 'loading', ruby: before.ruby }));
    api.readings
      .columnPreview(request, { signal: controller.signal })
      .then((ruby) => setResult({ state: 'done', ruby }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 400) {
          for (const item of error.errors) {
            const at = item.field && /^reading_corrections\.(\d+)\.(term|reading)$/.exec(item.field);
            if (at) onFieldError(`reading_corrections.${rows[Number(at[1])]}.${at[2]}`, item.message);
          }
          setResult((before) => ({ state: 'invalid', ruby: before.ruby }));
        } else setResult((before) => ({ state: 'failed', ruby: before.ruby }));
      });
    return () => controller.abort();
    // onFieldError is the form's, the same for the form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sent]);

  return result;
}
