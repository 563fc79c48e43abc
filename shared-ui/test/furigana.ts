// ふりがな on or off as the switch sets it (shell/src/navbar/furigana.ts): its cookie, then its event.
// A page reads the cookie once when it loads and follows the event after, so a test that renders
// after turning it on must send the event too, and must turn it off again after (afterEach).
import { act } from '@testing-library/react';
import { FURIGANA_COOKIE, FURIGANA_EVENT } from '@hiroba/contract/reading-aids';

export function setFurigana(on: boolean): void {
  act(() => {
    document.cookie = on ? `${FURIGANA_COOKIE}=on; path=/` : `${FURIGANA_COOKIE}=; path=/; max-age=0`;
    window.dispatchEvent(new CustomEvent(FURIGANA_EVENT, { detail: on }));
  });
}
