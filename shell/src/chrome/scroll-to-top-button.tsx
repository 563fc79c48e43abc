// A button back to the top once the reader has scrolled down (docs/product.md#default-layout). Focus
// goes to the top of the page too, so keyboard users land where the eyes do.
import { useEffect, useState } from 'react';
import { ActionIcon, Affix, Transition } from '@hiroba/shared-ui';

/** How far down (px) the reader has scrolled before the button shows. */
export const SHOW_AFTER_PX = 400;

/**
 * Whether the page is scrolled further down than `y`. Read on scroll events and in the first frame,
 * never while the page mounts: reading the scroll position then makes the browser lay the whole page
 * out inside hydration's last task (about 15 ms on a slow phone, counted as blocking time), while in
 * a frame it is the layout the browser does anyway.
 */
function useScrolledPast(y: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > y);
    window.addEventListener('scroll', update, { passive: true });
    // A page opened already scrolled down (back, forward, a #fragment).
    const frame = requestAnimationFrame(update);
    return () => {
      window.removeEventListener('scroll', update);
      cancelAnimationFrame(frame);
    };
  }, [y]);
  return past;
}

export function ScrollToTopButton() {
  const shown = useScrolledPast(SHOW_AFTER_PX);
  const toTop = () => {
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: still ? 'auto' : 'smooth' });
    document.querySelector<HTMLElement>('header a')?.focus({ preventScroll: true });
  };
  return (
    <Affix position={{ bottom: 88, right: 20 }}>
      <Transition transition="slide-up" mounted={shown}>
        {(style) => (
          <ActionIcon style={style} onClick={toTop} aria-label="ページの先頭へ戻る" variant="filled" radius="xl" size="xl">
            <span aria-hidden="true">↑</span>
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
