// The one way a form shows a failed submit: the server's field errors beside their fields
// (applyServerErrors), the rest in a FormErrorSummary, focus on the first field in error, whether
// the browser's own checks or the server refused it. Every form submits through `submit`.
import { useState, type FormEvent } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { applyServerErrors, isApiErrorLike } from '../apply-server-errors';

type AnyForm = Parameters<typeof applyServerErrors>[0];

/** Moves focus to the first field in error, so keyboard and screen-reader users land on its message. */
export function focusFirstError(form: AnyForm, errors: Record<string, unknown>): void {
  const first = Object.keys(errors).find((key) => errors[key]);
  if (!first) return;
  // The message renders on the next frame; focusing then lets a screen reader read it with the label.
  requestAnimationFrame(() => form.getInputNode(first)?.focus());
}

export interface SubmitErrors<V = unknown> {
  /** Messages no field could take, for a FormErrorSummary. */
  messages: string[];
  clear(): void;
  show(error: unknown): void;
  /**
   * The form's onSubmit: validates (focus on the first field in error), then sends the values; a
   * rejection is shown with `show`. `form.submitting` is true meanwhile.
   */
  submit(send: (values: V) => Promise<unknown> | unknown): (event?: FormEvent<HTMLFormElement>) => void;
}

export function useSubmitErrors<V>(form: UseFormReturnType<V>): SubmitErrors<V> {
  const [messages, setMessages] = useState<string[]>([]);
  const show = (error: unknown) => {
    setMessages(applyServerErrors(form, error));
    // shared-ui may not call api-client at run time, so ApiError is known by shape (fieldErrors()).
    if (isApiErrorLike(error)) focusFirstError(form, error.fieldErrors());
  };
  return {
    messages,
    clear: () => setMessages([]),
    show,
    submit: (send) =>
      form.onSubmit(
        async (values) => {
          setMessages([]);
          try {
            await send(values);
          } catch (error) {
            show(error);
          }
        },
        (fieldErrors) => focusFirstError(form, fieldErrors),
      ),
  };
}
