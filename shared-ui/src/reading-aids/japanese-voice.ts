// Whether this browser can read Japanese aloud. Apart from the queue: 読み上げる's placeholder asks
// it on every page that offers reading, and must not bring the control or the player with it.
import { useEffect, useState } from 'react';

/** A voice for Japanese: its lang starts with ja (ja-JP, ja_JP, ja). */
export const isJapaneseVoice = (voice: { lang: string }): boolean => voice.lang.toLowerCase().startsWith('ja');

/**
 * The Japanese voice to read with: the one the reader made their default, else one on the device
 * (it works offline, and Chromium's network voices are the ones that stop after about 15 seconds),
 * else the first listed; null without any.
 */
export function pickJapaneseVoice<V extends Pick<SpeechSynthesisVoice, 'lang' | 'default' | 'localService'>>(voices: readonly V[]): V | null {
  const japanese = voices.filter(isJapaneseVoice);
  return japanese.find((v) => v.default) ?? japanese.find((v) => v.localService) ?? japanese[0] ?? null;
}

/**
 * True once speechSynthesis lists a Japanese voice. Voices arrive late (Chromium lists none until
 * `voiceschanged`), and may come or go (a voice pack installed): the answer follows them. False on
 * the server and before the first effect, so the page is drawn the same on both sides.
 */
export function useJapaneseVoice(): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    const synthesis = typeof window === 'undefined' ? undefined : window.speechSynthesis;
    if (!synthesis || typeof SpeechSynthesisUtterance === 'undefined') return;
    const check = () => setHas(synthesis.getVoices().some(isJapaneseVoice));
    check();
    synthesis.addEventListener('voiceschanged', check);
    return () => synthesis.removeEventListener('voiceschanged', check);
  }, []);
  return has;
}
