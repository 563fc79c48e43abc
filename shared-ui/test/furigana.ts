// ふりがな on or off as the switch sets it (shared-ui/src/readings/set-furigana.ts): its cookie, then
// the page's store. A test that turns it on must turn it off again after (afterEach).
import { act } from '@testing-library/react';
import { setFurigana as set } from '../src/readings/set-furigana';

export function setFurigana(on: boolean): void {
  act(() => set(on));
}
