// What the reading pool and its worker say to each other (reading-pool.ts, reading-worker.ts).
import type { ReadingCorrection, RubyText } from '@hiroba/contract/reading-aids';

export interface ReadRequest {
  id: number;
  texts: string[];
  /** A column's reading corrections, matched before the glossary in every text of the request. */
  corrections?: ReadingCorrection[];
}

export type ReadReply = { id: number; rubies: RubyText[] } | { id: number; error: string };
