import { useLayoutEffect } from 'react';

const ATTRIBUTE = 'data-mantine-color-scheme';

/**
 * The admin area is dark (docs/product.md#admin-layout). Mantine scopes its colour variables to the root
 * element, so the attribute is switched on <html> while an admin layout is shown and put back on the way
 * out; it is not saved, so the public site keeps the reader's own choice.
 */
export function useDarkScheme(): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = root.getAttribute(ATTRIBUTE);
    root.setAttribute(ATTRIBUTE, 'dark');
    return () => {
      if (previous === null) root.removeAttribute(ATTRIBUTE);
      else root.setAttribute(ATTRIBUTE, previous);
    };
  }, []);
}
