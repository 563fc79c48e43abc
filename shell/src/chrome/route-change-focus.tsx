// After every route change (not the first load): scroll to the top, move focus to the new page's
// main heading once the page has drawn it, and announce the new page title in a live region, so
// screen-reader users know the page changed (SPA navigation is otherwise silent). A link to a place
// in its page (`#comment-12`: a notification's answer) leaves the scroll and the focus to the page,
// which moves them to that place once it is drawn.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FOCUS_FIRST_ATTRIBUTE, PAGE_HEADING_ID, VisuallyHidden } from '@hiroba/shared-ui';

/** How long to wait for a remote page to draw its heading. */
export const HEADING_WAIT_MS = 10_000;
/** Pages set their title in an effect after the heading is drawn; give them a moment. */
const TITLE_SETTLE_MS = 150;

function findHeading(): HTMLElement | null {
  return (
    // Something the page must be heard first (the crisis panel, shared-ui's CrisisHelp).
    document.querySelector<HTMLElement>(`[${FOCUS_FIRST_ATTRIBUTE}]`) ??
    document.getElementById(PAGE_HEADING_ID) ??
    document.querySelector<HTMLElement>('main h1') ??
    document.querySelector<HTMLElement>('h1')
  );
}

/** Calls `found` with the heading as soon as one exists; returns a cancel function. */
function whenHeadingAppears(found: (heading: HTMLElement) => void): () => void {
  const now = findHeading();
  if (now) {
    found(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = findHeading();
    if (!heading) return;
    cancel();
    found(heading);
  });
  const timer = setTimeout(() => cancel(), HEADING_WAIT_MS);
  const cancel = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return cancel;
}

export function RouteChangeFocus() {
  const { pathname, hash } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstLoad = useRef(true);

  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false; // the browser already announces a fresh page load
      return undefined;
    }
    setAnnouncement('');
    let titleTimer: ReturnType<typeof setTimeout> | undefined;
    const toPlace = hash !== '';
    if (!toPlace) window.scrollTo?.(0, 0);
    const cancel = whenHeadingAppears((heading) => {
      if (!toPlace) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      }
      titleTimer = setTimeout(() => setAnnouncement(document.title), TITLE_SETTLE_MS);
    });
    return () => {
      cancel();
      clearTimeout(titleTimer);
    };
  }, [pathname]); // a new hash alone is no new page; the one this page came with is read above

  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </VisuallyHidden>
  );
}
