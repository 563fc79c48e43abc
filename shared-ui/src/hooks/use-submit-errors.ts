// The one way a form shows a failed submit: the server's field errors beside their fields
// (applyServerErrors), the rest in a FormErrorSummary, focus on the first field in error.
import { useState } from 'react';
import { applyServerErrors, isApiErrorLike } from '../apply-server-errors';

type AnyForm = Parameters<typeof applyServerErrors>[0];

/** Moves focus to the first field in error, so keyboard and screen-reader users land on its message. */
export function focusFirstError(form: AnyForm, errors: Record<string, unknown>): void {
  const first = Object.keys(errors).find((key) => errors[key]);
  if (!first) return;
  // The message renders on the next frame; focusing then lets a screen reader read it with the label.
  requestAnimationFrame(() => form.getInputNode(first)?.focus());
}

export interface SubmitErrors {
  /** Messages no field could take, for a FormErrorSummary. */
  messages: string[];
  clear(): void;
  show(error: unknown): void;
}

export function useSubmitErrors(form: AnyForm): SubmitErrors {
  const [messages, setMessages] = useState<string[]>([]);
  return {
    messages,
    clear: () => setMessages([]),
    show(error: unknown) {
      setMessages(applyServerErrors(form, error));
      // shared-ui may not call api-client at run time, so ApiError is known by shape (fieldErrors()).
      if (isApiErrorLike(error)) focusFirstError(form, error.fieldErrors());
    },
  };
}
