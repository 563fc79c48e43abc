// The one way a form here shows a failed submit: the server's field errors beside their fields
// (applyServerErrors), the rest in a FormErrorSummary, focus on the first field in error.
// (Copied from mf-public's shared/forms: remotes may not import each other.)
import { useState } from 'react';
import { isApiError } from '@hiroba/api-client';
import { applyServerErrors } from '@hiroba/shared-ui';

type AnyForm = Parameters<typeof applyServerErrors>[0];

/** Moves focus to the first field in error, so keyboard and screen-reader users land on its message. */
export function focusFirstError(form: AnyForm, errors: Record<string, unknown>): void {
  const first = Object.keys(errors).find((key) => errors[key]);
  if (!first) return;
  // The message renders on the next frame; focusing then lets a screen reader read it with the label.
  requestAnimationFrame(() => form.getInputNode(first)?.focus());
}

export function useSubmitErrors(form: AnyForm) {
  const [messages, setMessages] = useState<string[]>([]);
  return {
    messages,
    clear: () => setMessages([]),
    show(error: unknown) {
      setMessages(applyServerErrors(form, error));
      if (isApiError(error)) focusFirstError(form, error.fieldErrors());
    },
  };
}
