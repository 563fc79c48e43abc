// The bell's unread count: read when the bell appears, every NOTIFICATION_POLL_SECONDS while the tab
// is visible (a hidden tab asks nothing, and reads at once when it is shown again), and again when a
// write through the api-client changed `notifications` (`version`, its data version).
import { NOTIFICATION_POLL_SECONDS } from '@hiroba/contract/notifications';
import { useEffect, useRef, useState } from 'react';

export type ReadUnreadCount = (options: { signal: AbortSignal }) => Promise<{ unread: number }>;

/** The count, or null until the first answer; a failed read keeps the last one (the next read may work). */
export function useUnreadCount(read: ReadUnreadCount, version: number): number | null {
  const [unread, setUnread] = useState<number | null>(null);
  const readRef = useRef(read);
  readRef.current = read;

  useEffect(() => {
    let reading: AbortController | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    const readNow = () => {
      reading?.abort();
      const controller = new AbortController();
      reading = controller;
      readRef.current({ signal: controller.signal }).then(
        ({ unread: count }) => {
          if (!controller.signal.aborted) setUnread(count);
        },
        () => undefined,
      );
    };
    const poll = () => {
      clearInterval(timer);
      timer = document.visibilityState === 'visible' ? setInterval(readNow, NOTIFICATION_POLL_SECONDS * 1000) : undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') readNow();
      poll();
    };
    readNow();
    poll();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      reading?.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [version]);

  return unread;
}
