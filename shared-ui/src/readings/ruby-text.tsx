// A text with its readings as <ruby> when ふりがな is on and they are there; else the text alone. The
// reading is in <rt>, and in parentheses (<rp>) where ruby is not drawn.
import { Fragment } from 'react';
import type { RubyText as Ruby } from '@hiroba/contract/reading-aids';

export function RubyText({ text, ruby }: { text: string; ruby: Ruby | null | undefined }) {
  if (!ruby) return <>{text}</>;
  return (
    <>
      {ruby.map((segment, i) => (
        <Fragment key={i}>
          {typeof segment === 'string' ? (
            segment
          ) : (
            <ruby>
              {segment[0]}
              <rp>（</rp>
              <rt>{segment[1]}</rt>
              <rp>）</rp>
            </ruby>
          )}
        </Fragment>
      ))}
    </>
  );
}
