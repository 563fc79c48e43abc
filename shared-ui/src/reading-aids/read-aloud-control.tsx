// 読み上げる (docs/reading-aids.md#reading-aloud): the control, loaded by its placeholder
// (read-aloud-button.tsx) once the browser lists a Japanese voice; the player (sentence queue,
// glossary, highlight style) loads when the button is pointed at, focused or pressed.
import { Button, Group, VisuallyHidden } from '@hiroba/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { READ_ALOUD_LABELS, READ_ALOUD_STATUS } from '@hiroba/contract/reading-aids';
import type { ReadingControl } from './read-aloud-player';
import type { ReadingState } from './sentence-queue';

type Player = typeof import('./read-aloud-player');
/** Set once loaded: a press then starts the reading at once, inside the press (see start()). */
let player: Player | null = null;
let loading: Promise<Player> | null = null;
function loadPlayer(): Promise<Player> {
  if (!loading) {
    loading = import('./read-aloud-player').then((loaded) => (player = loaded));
    loading.catch(() => (loading = null)); // pressing again tries again
  }
  return loading;
}
/** For pointing at or focusing the button: the press likely finds the player there. */
const preload = () => void loadPlayer().catch(() => undefined);

const ANNOUNCED: Record<ReadingState, string> = {
  speaking: READ_ALOUD_STATUS.speaking,
  paused: READ_ALOUD_STATUS.paused,
  idle: READ_ALOUD_STATUS.stopped,
};

/**
 * 読み上げる, then 一時停止／再開 on the same button (the focus stays where it is) and 停止 beside it; the
 * state is told in a polite live region. Reads the blocks marked data-read-aloud in the page's main;
 * stops when the page changes or the control goes.
 */
export function ReadAloudControl() {
  const [state, setState] = useState<ReadingState>('idle');
  const [status, setStatus] = useState('');
  const control = useRef<ReadingControl | null>(null);
  const starting = useRef(false);
  const primary = useRef<HTMLButtonElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Counted up on unmount and on another page: the reading is stopped, and a player still loading
  // for the page before does not start.
  const page = useRef(0);
  useEffect(
    () => () => {
      page.current++;
      control.current?.stop();
      control.current = null;
    },
    [pathname],
  );

  const onChange = (next: ReadingState) => {
    // 停止 goes once the reading is over: the focus it had goes to the button beside it.
    if (next === 'idle' && document.activeElement === stopButton.current) primary.current?.focus();
    if (next === 'idle') control.current = null;
    setState(next);
    setStatus(ANNOUNCED[next]);
  };

  const begin = ({ startReading }: Player) => {
    const root = primary.current?.closest('main') ?? document.body;
    control.current = startReading({ root, onChange });
  };

  const start = () => {
    setStatus('');
    if (player) return begin(player);
    if (starting.current) return;
    starting.current = true;
    // Safari lets a page speak only from inside a press: an empty utterance now allows the ones
    // the player speaks once it has loaded (Chromium needs only that the page was pressed once).
    window.speechSynthesis.speak(new SpeechSynthesisUtterance(''));
    const pressedOn = page.current;
    loadPlayer().then(
      (loaded) => {
        starting.current = false;
        if (page.current === pressedOn) begin(loaded);
      },
      () => {
        starting.current = false;
        if (page.current === pressedOn) setStatus(READ_ALOUD_STATUS.loadFailed);
      },
    );
  };

  const press = () => {
    if (state === 'idle') start();
    else if (state === 'speaking') control.current?.pause();
    else control.current?.resume();
  };

  return (
    <Group gap="xs" className="hiroba-read-aloud">
      <Button ref={primary} variant="light" size="sm" onClick={press} onMouseEnter={preload} onFocus={preload}>
        {state === 'idle' ? READ_ALOUD_LABELS.start : state === 'speaking' ? READ_ALOUD_LABELS.pause : READ_ALOUD_LABELS.resume}
      </Button>
      {state !== 'idle' && (
        <Button
          ref={stopButton}
          variant="outline"
          size="sm"
          onClick={() => {
            primary.current?.focus();
            control.current?.stop();
          }}
        >
          {READ_ALOUD_LABELS.stop}
        </Button>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
    </Group>
  );
}
