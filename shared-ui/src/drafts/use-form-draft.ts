// A long form's text kept on this device as it is typed (draft-store.ts): a moment after each change,
// and at once when the page is hidden (a phone switching apps) or left (a reload, a closed tab); the
// copy is offered back when the form opens again, and forgotten once the server has it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { draftEpoch, draftKey, dropDraft, keepDraft, readDraft, sweepDrafts, type DraftOf, type KeptDraft } from './draft-store';

/** A copy is kept this long after the last change (at once when the page is hidden or left). */
export const KEEP_AFTER_MS = 500;

export interface FormDraftOptions<V> extends DraftOf {
  /** Values not kept, such as a chosen picture: large, and not typed. */
  omit?: readonly (keyof V & string)[];
}

export interface FormDraft<V = Record<string, unknown>> {
  /** The copy kept on this device, until the person restores or discards it (DraftOffer). */
  offered: KeptDraft<V> | null;
  restore(): void;
  discard(): void;
  /** The server has the values: the copy is dropped, and kept again only after another change. */
  forget(): void;
}

type AnyValues = Record<string, unknown>;

interface Tracking {
  /** The values (snapshot) that need no copy besides the form's initial ones: the server's. */
  settled: string;
  /** Changed since the form opened for this key (before that there is nothing to keep or drop). */
  changed: boolean;
  /** The storage's mark when the form opened; undefined until read. */
  epoch: string | null | undefined;
  /** The storage was cleared meanwhile (a sign-out): nothing more is kept. */
  sealed: boolean;
}

/**
 * Keeps a @mantine/form form's values (but `omit`) on this device under the form, the person and the
 * object (draft-store.ts). Show `DraftOffer` with the result inside the form and call `forget()` once
 * the server has the values.
 */
export function useFormDraft<V extends object>(form: UseFormReturnType<V>, { omit = [], ...of }: FormDraftOptions<V>): FormDraft<V> {
  const key = draftKey(of);
  const formRef = useRef(form);
  formRef.current = form;
  const omitRef = useRef<readonly string[]>(omit);
  omitRef.current = omit;
  const valuesNow = () => formRef.current.getValues() as AnyValues;
  const tracking = useRef<Tracking>({ settled: '', changed: false, epoch: undefined, sealed: false });
  const [offered, setOffered] = useState<KeptDraft<V> | null>(null);
  const offeredRef = useRef<KeptDraft<V> | null>(null);

  const offer = useCallback((kept: KeptDraft<V> | null) => {
    offeredRef.current = kept;
    setOffered(kept);
  }, []);
  // The kept part of values, in one spelling whatever the order of their fields.
  const snapshot = useCallback((values: AnyValues) => JSON.stringify(keptPart(values, omitRef.current)), []);
  const isClean = useCallback(() => {
    const now = snapshot(valuesNow());
    return now === snapshot(formRef.current.getInitialValues() as AnyValues) || now === tracking.current.settled;
  }, [snapshot]);

  const sync = useCallback(() => {
    const t = tracking.current;
    if (t.sealed || !t.changed) return;
    if (draftEpoch(false) !== t.epoch) {
      t.sealed = true;
      return;
    }
    if (!isClean()) keepDraft(key, Object.fromEntries(keptPart(valuesNow(), omitRef.current)));
    // Typed back to what the form held: nothing to keep, unless a kept copy still waits for an answer.
    else if (!offeredRef.current) dropDraft(key);
  }, [key, isClean]);

  // A form opened (or turned to another person or object): its own kept copy is offered, unless it
  // says nothing the form does not already hold.
  useEffect(() => {
    const t = tracking.current;
    if (t.epoch !== undefined && draftEpoch(false) !== t.epoch) t.sealed = true;
    if (!t.sealed) t.epoch = draftEpoch(true);
    sweepDrafts();
    const current = valuesNow();
    t.settled = snapshot(current);
    t.changed = false;
    const kept = t.sealed ? null : readDraft<V>(key);
    if (kept && snapshot({ ...current, ...kept.values }) === snapshot(current)) {
      dropDraft(key);
      offer(null);
    } else {
      offer(kept);
    }
  }, [key, offer, snapshot]);

  const values = snapshot(form.values as AnyValues);
  useEffect(() => {
    const t = tracking.current;
    if (!t.changed && values === t.settled) return;
    t.changed = true;
    const timer = setTimeout(sync, KEEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [values, sync]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') sync();
    };
    window.addEventListener('pagehide', sync);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', sync);
      document.removeEventListener('visibilitychange', onHidden);
      // Leaving the form inside the site, or the form turning to another person or object: what it
      // holds is still this key's draft (after a sign-out, sync keeps nothing).
      sync();
    };
  }, [key, sync]);

  const restore = useCallback(() => {
    const kept = offeredRef.current;
    offer(null);
    if (!kept) return;
    formRef.current.setValues(kept.values);
    focusFirstField(formRef.current);
  }, [offer]);

  const discard = useCallback(() => {
    offer(null);
    // Something typed meanwhile is the copy now; otherwise the offered one goes.
    if (isClean()) dropDraft(key);
    focusFirstField(formRef.current);
  }, [key, isClean, offer]);

  const forget = useCallback(() => {
    tracking.current.settled = snapshot(valuesNow());
    tracking.current.changed = false;
    offer(null);
    dropDraft(key);
  }, [key, offer, snapshot]);

  return { offered, restore, discard, forget };
}

/** The fields kept, by name, each with its value. */
function keptPart(values: AnyValues, omit: readonly string[]): [string, unknown][] {
  return Object.keys(values)
    .filter((name) => !omit.includes(name))
    .sort()
    .map((name) => [name, values[name]]);
}

/**
 * The offer's buttons go with it: focus moves to the form's first field (in the order of its values)
 * instead of falling back to the page, once it is drawn.
 */
function focusFirstField<V extends object>(form: UseFormReturnType<V>): void {
  requestAnimationFrame(() => {
    const field = Object.keys(form.getValues())
      .map((name) => form.getInputNode(name as never))
      .find(Boolean);
    field?.focus();
  });
}
