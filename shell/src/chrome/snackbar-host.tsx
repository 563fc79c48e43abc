// Draws shared-ui's snackbar (4000 ms, close button: docs/product.md#default-layout). Ordinary messages
// go to a polite status region, errors to an alert so they are announced at once. The timer pauses while
// the pointer or keyboard focus is on the message, so nobody loses it while reading or reaching for the
// button.
import { useEffect, useState } from 'react';
import { CloseButton, SNACKBAR_TIMEOUT_MS, useSnackbar, type SnackbarMessage } from '@hiroba/shared-ui';
import classes from './snackbar-host.module.css';

function Message({ message, onClose, onHold }: { message: SnackbarMessage; onClose: () => void; onHold: (held: boolean) => void }) {
  return (
    <div
      className={classes.message}
      data-color={message.color}
      onMouseEnter={() => onHold(true)}
      onMouseLeave={() => onHold(false)}
      onFocus={() => onHold(true)}
      onBlur={() => onHold(false)}
    >
      <p className={classes.text}>{message.message}</p>
      <CloseButton aria-label="メッセージを閉じる" onClick={onClose} size="lg" className={classes.close} />
    </div>
  );
}

export function SnackbarHost() {
  const current = useSnackbar((s) => s.current);
  const close = useSnackbar((s) => s.close);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!current || held) return undefined;
    const timer = setTimeout(() => close(current.id), SNACKBAR_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [current, held, close]);

  useEffect(() => setHeld(false), [current?.id]);

  const shown = current && <Message message={current} onClose={() => close(current.id)} onHold={setHeld} />;
  return (
    <div className={classes.region}>
      <div role="status">{current?.color !== 'error' && shown}</div>
      <div role="alert">{current?.color === 'error' && shown}</div>
    </div>
  );
}
