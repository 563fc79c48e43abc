import type { Passage as PassageData } from '@hiroba/api-client';
import { MarkedText } from './marked-text';

/** The part of a text where a search's words are, with … where the text goes on. */
export function Passage({ passage }: { passage: PassageData }) {
  return (
    <p>
      {passage.cut_start && '…'}
      <MarkedText text={passage.text} />
      {passage.cut_end && '…'}
    </p>
  );
}
