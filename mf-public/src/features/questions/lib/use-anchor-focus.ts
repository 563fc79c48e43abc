// A link to an answer or a reply (a notification, a mail, the review queue) names it by its anchor
// (`#comment-12`, contract items.ts). The answers are drawn after the question, and a move inside
// the site scrolls to the top, so the browser's own jump finds nothing: once the answers are drawn,
// scroll to the one named and put the focus on it (an answer's heading, a reply itself), so keyboard
// and screen-reader users start there too.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const ITEM_ANCHOR = /^#(comment|reply)-\d+$/;

export function useAnchorFocus(drawn: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!drawn || !ITEM_ANCHOR.test(hash)) return;
    const target = document.getElementById(hash.slice(1));
    if (!target) return;
    const focusable = target.hasAttribute('tabindex') ? target : (target.querySelector<HTMLElement>('[tabindex="-1"]') ?? target);
    target.scrollIntoView?.({ block: 'start' });
    focusable.focus({ preventScroll: true });
  }, [drawn, hash]);
}
