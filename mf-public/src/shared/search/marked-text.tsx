import type { MarkedText as Marked } from '@hiroba/api-client';
import './marked-text.css';

/** A text with the words a search matched in <mark> (a screen reader reads it as the text; the marks are for the eye). */
export function MarkedText({ text }: { text: Marked }) {
  return (
    <>
      {text.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <mark key={i} className="hiroba-mark">
            {part.mark}
          </mark>
        ),
      )}
    </>
  );
}
