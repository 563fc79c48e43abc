// A speechSynthesis for jsdom, which has none (and headless Chromium lists no voices): tests put it
// on window with the voices they want, and say when an utterance ends. Nothing is spoken.

export interface FakeVoice {
  lang: string;
  name: string;
}

class FakeUtterance {
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  onend: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(public text: string) {}
}

export class FakeSpeechSynthesis extends EventTarget {
  /** Every utterance given to speak(), in order. */
  spoken: FakeUtterance[] = [];
  speaking = false;
  paused = false;
  private current: FakeUtterance | null = null;
  constructor(private voices: FakeVoice[]) {
    super();
  }
  getVoices(): SpeechSynthesisVoice[] {
    return this.voices as SpeechSynthesisVoice[];
  }
  /** Voices arriving late, as in Chromium. */
  setVoices(voices: FakeVoice[]): void {
    this.voices = voices;
    this.dispatchEvent(new Event('voiceschanged'));
  }
  speak(utterance: FakeUtterance): void {
    this.spoken.push(utterance);
    this.current = utterance;
    this.speaking = true;
  }
  cancel(): void {
    const was = this.current;
    this.current = null;
    this.speaking = false;
    this.paused = false;
    was?.onerror?.({ error: 'interrupted' });
  }
  pause(): void {
    this.paused = true;
  }
  resume(): void {
    this.paused = false;
  }
  /** The utterance being spoken finishes. */
  finish(): void {
    const was = this.current;
    this.current = null;
    this.speaking = false;
    was?.onend?.({});
  }
}

/** Puts a fake speechSynthesis (and SpeechSynthesisUtterance) on window; the returned function takes them off. */
export function installSpeechSynthesis(voices: FakeVoice[]): { synthesis: FakeSpeechSynthesis; uninstall(): void } {
  const synthesis = new FakeSpeechSynthesis(voices);
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: synthesis });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { configurable: true, value: FakeUtterance });
  return {
    synthesis,
    uninstall() {
      delete (window as { speechSynthesis?: unknown }).speechSynthesis;
      delete (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
    },
  };
}

export const JAPANESE_VOICE: FakeVoice = { lang: 'ja-JP', name: 'Kyoko' };
export const ENGLISH_VOICE: FakeVoice = { lang: 'en-US', name: 'Samantha' };
