// The site's <form>. A page drawn on the server shows its forms before its JavaScript has run; a
// form submitted then would go to the browser's default (a GET of the page, with the fields, a
// password included, in the URL). So until the page is hydrated the fields sit in a disabled
// fieldset: shown and read, not usable. Playwright and people alike then wait the moment it takes.
import type { ComponentPropsWithoutRef } from 'react';
import { useHydrated } from '../hooks/use-hydrated';

export function Form({ children, ...props }: ComponentPropsWithoutRef<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset className="hiroba-form-fields" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
