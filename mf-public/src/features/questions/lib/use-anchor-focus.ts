// A link to an answer or a reply (a notification, a mail, the review queue) names it by its anchor
// (`#comment-12`, contract items.ts). The answers are drawn after the question, and a move inside
// the site scrolls to the top, so the browser's own jump finds nothing: once the answer named is
// drawn, scroll to it and put the focus on it (an answer's heading, a reply itself), so keyboard and
// screen-reader users start there too. Once per anchor: the answers drawn again later (after a like,
// a new comment) do not take the focus back.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const ITEM_ANCHOR = /^#(comment|reply)-\d+$/;

/** `drawn`: what the answers were drawn from (a new value each time they are drawn again), or undefined. */
export function useAnchorFocus(drawn: unknown): void {
  const { hash, key } = useLocation();
  // The navigation whose anchor was reached: the same link followed again is a new one.
  const reached = useRef<string | null>(null);
  useEffect(() => {
    if (drawn === undefined || !ITEM_ANCHOR.test(hash) || reached.current === key) return;
    const target = document.getElementById(hash.slice(1));
    // Not drawn yet (the answers of a question just answered are on their way): tried again when they are.
    if (!target) return;
    reached.current = key;
    const focusable = target.hasAttribute('tabindex') ? target : (target.querySelector<HTMLElement>('[tabindex="-1"]') ?? target);
    target.scrollIntoView?.({ block: 'start' });
    focusable.focus({ preventScroll: true });
  }, [drawn, hash, key]);
}
