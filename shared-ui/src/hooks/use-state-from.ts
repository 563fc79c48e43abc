// State that starts from a value the component is given and is changed by the person (a list they
// add to, a toggle they press), and that starts again from that value when a new one is given. A page
// drawn on the server for a visitor is taken over with the visitor's data, then given a signed-in
// reader's own (page-data-context.ts: `refresh`); state kept from the first would hide theirs.
// React's pattern for adjusting state when a prop changes: set during render, no effect, no extra frame.
import { useState, type Dispatch, type SetStateAction } from 'react';

export function useStateFrom<T>(given: T, same: (a: T, b: T) => boolean = Object.is): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(given);
  const [from, setFrom] = useState(given);
  if (!same(from, given)) {
    setFrom(given);
    setState(given);
  }
  return [state, setState];
}
