import type { ReactNode } from 'react';
import { useStaticRuby } from '../readings/use-static-ruby';

/**
 * Fixed text (written in the code, the same for everyone) with ふりがな while it is on
 * (docs/reading-aids.md#fixed-text). Off, its children as they are. Every string inside is read by
 * `npm run readings:static`, so keep text that changes per visitor or deployment out of it, or accept
 * that it shows without ruby.
 */
export function StaticRuby({ children }: { children: ReactNode }) {
  const ruby = useStaticRuby();
  return ruby ? ruby(children) : children;
}
