// What the reading pool and its worker say to each other (reading-pool.ts, reading-worker.ts).
import type { RubyText } from '@hiroba/contract/reading-aids';

export interface ReadRequest {
  id: number;
  texts: string[];
}

export type ReadReply = { id: number; rubies: RubyText[] } | { id: number; error: string };
