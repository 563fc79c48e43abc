import { useState } from 'react';
import { isApiError } from '@hiroba/api-client';
import { applyServerErrors } from '@hiroba/shared-ui';

type AnyForm = Parameters<typeof applyServerErrors>[0];
type FocusableForm = { getInputNode?: (path: string) => HTMLElement | null };

/** Moves focus to the first field in error, so keyboard and screen-reader users land on the message. */
export function focusFirstError(form: FocusableForm, errors: Record<string, unknown>): void {
  const first = Object.keys(errors).find((key) => errors[key]);
  if (!first) return;
  // The error text renders on the next frame; focusing then lets screen readers read it with the label.
  requestAnimationFrame(() => form.getInputNode?.(first)?.focus());
}

/**
 * The one way a form here shows a failed submit: field errors from the server go beside their fields
 * (applyServerErrors), everything else goes to the alert above the button.
 */
export function useSubmitErrors(form: AnyForm & FocusableForm) {
  const [messages, setMessages] = useState<string[]>([]);
  return {
    messages,
    clear: () => setMessages([]),
    show(error: unknown) {
      const rest = applyServerErrors(form, error);
      setMessages(rest.map((item: string | { message: string }) => (typeof item === 'string' ? item : item.message)));
      if (isApiError(error)) focusFirstError(form, error.fieldErrors());
    },
  };
}
