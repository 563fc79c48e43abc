// A button back to the top once the reader has scrolled down (docs/product.md#default-layout). Focus
// goes to the top of the page too, so keyboard users land where the eyes do.
import { ActionIcon, Affix, Transition, useWindowScroll } from '@hiroba/shared-ui';

export function ScrollToTopButton() {
  const [scroll, scrollTo] = useWindowScroll();
  const toTop = () => {
    scrollTo({ y: 0 });
    document.querySelector<HTMLElement>('header a')?.focus({ preventScroll: true });
  };
  return (
    <Affix position={{ bottom: 88, right: 20 }}>
      <Transition transition="slide-up" mounted={scroll.y > 400}>
        {(style) => (
          <ActionIcon style={style} onClick={toTop} aria-label="ページの先頭へ戻る" variant="filled" radius="xl" size="xl">
            <span aria-hidden="true">↑</span>
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
