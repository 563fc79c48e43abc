// Text that holds the place of a value still loading (a count, a number of people): invisible and
// not read out, so the box around it has its final size at once and nothing below it moves when
// the value arrives.
import type { ReactNode } from 'react';

export function HeldPlace({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" style={{ visibility: 'hidden' }}>
      {children}
    </span>
  );
}
