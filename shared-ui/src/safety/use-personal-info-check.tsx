// The personal-information check in a post form (docs/moderation.md#personal-information): on submit,
// the fields' texts go through findPersonalInfo; nothing found, the form sends at once; otherwise the
// warning (personal-info-check.tsx) stands above the submit button until the person chooses. The
// detector and the warning are one chunk, loaded when a checked field first holds text, so a visitor
// who never writes never downloads them. shared-ui calls no API itself: the form passes `loadAllowed`.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { retryable } from '@hiroba/api-client';
import type { PersonalInfoField } from './personal-info-check';

type Checker = typeof import('./personal-info-check');

/** The chunk once loaded: the warning is only shown after a check, so it is always here by then. */
let loadedChecker: Checker | null = null;
let loadingAllowed: Promise<readonly string[]> | null = null;

const loadChecker = retryable(() => import(/* webpackChunkName: "personal-info-check" */ './personal-info-check').then((loaded) => (loadedChecker = loaded)));

/** The public 窓口 numbers, once a page; a failed call checks without them and is tried again next time. */
function loadAllowedOnce(load: () => Promise<readonly string[]>): Promise<readonly string[]> {
  loadingAllowed ??= load().catch(() => {
    loadingAllowed = null;
    return [];
  });
  return loadingAllowed;
}

/** For tests (shared-ui/test/setup-dom.ts): forget the loaded 窓口 numbers. */
export function resetPersonalInfoCheck(): void {
  loadingAllowed = null;
}

export interface CheckedField<V> {
  field: keyof V & string;
  label: string;
}

export interface PersonalInfoCheckOptions<V> {
  /** The text fields checked, in the form's order. */
  fields: readonly CheckedField<V>[];
  /** The help lines' numbers (api.helpLines.list({ per: 'all' })), which are fine to post. */
  loadAllowed(): Promise<readonly string[]>;
  /** The warning's heading level below the form's own (default 3). */
  headingOrder?: 2 | 3 | 4 | 5;
}

export interface PersonalInfoCheck<V> {
  /** Wraps the form's send: the values go on once nothing is found or the person has chosen. */
  guard(send: (values: V) => Promise<unknown> | unknown): (values: V) => Promise<unknown>;
  /** The warning, where it stands in the form; `submit` is the form's onSubmit, pressed again by a choice. */
  panel(submit: () => void): ReactNode;
}

type Choice = 'mask' | 'as_is';

interface Shown {
  fields: PersonalInfoField[];
  /** Every checked field's text when it was shown: a choice holds for these texts only. */
  texts: string[];
  round: number;
}

const sameTexts = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((text, i) => text === b[i]);

export function usePersonalInfoCheck<V extends object>(
  form: UseFormReturnType<V>,
  { fields, loadAllowed, headingOrder }: PersonalInfoCheckOptions<V>,
): PersonalInfoCheck<V> {
  const [shown, setShown] = useState<Shown | null>(null);
  const chosen = useRef<{ choice: Choice; texts: string[] } | null>(null);
  const loadAllowedRef = useRef(loadAllowed);
  loadAllowedRef.current = loadAllowed;

  const textsOf = (values: V) => fields.map(({ field }) => String(values[field] ?? ''));
  const load = async () => {
    const [loaded, allowed] = await Promise.all([loadChecker(), loadAllowedOnce(() => loadAllowedRef.current())]);
    return { loaded, allowed };
  };

  // Loaded as soon as there is text to check, so the submit does not wait for it.
  const hasText = textsOf(form.getValues()).some((text) => text.trim() !== '');
  useEffect(() => {
    if (hasText) load().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once there is text
  }, [hasText]);

  const guard: PersonalInfoCheck<V>['guard'] = (send) => async (values) => {
    const texts = textsOf(values);
    const choice = chosen.current && sameTexts(chosen.current.texts, texts) ? chosen.current.choice : null;
    chosen.current = null;
    let checked: Awaited<ReturnType<typeof load>>;
    try {
      checked = await load();
    } catch {
      // The check's code did not arrive: the server checks every post anyway (and holds or refuses).
      setShown(null);
      return send(values);
    }
    const { findPersonalInfo, maskPersonalInfo } = checked.loaded;
    const found = fields.map(({ field, label }, i) => ({ field, label, text: texts[i], found: findPersonalInfo(texts[i], { allowed: checked.allowed }) }));
    const withFindings = found.filter((f) => f.found.length > 0);
    const hasMyNumber = withFindings.some((f) => f.found.some((m) => m.kind === 'my_number'));
    if (withFindings.length === 0 || (choice === 'as_is' && !hasMyNumber)) {
      setShown(null);
      return send(values);
    }
    if (choice === 'mask') {
      // What is sent is what the form shows; the draft keeps it until the server has it.
      const masked = Object.fromEntries(withFindings.map((f) => [f.field, maskPersonalInfo(f.text, f.found)])) as Partial<V>;
      form.setValues(masked);
      setShown(null);
      return send({ ...values, ...masked });
    }
    setShown((before) => ({ fields: withFindings, texts, round: (before?.round ?? 0) + 1 }));
  };

  const choose = (choice: Choice, submit: () => void) => {
    if (!shown) return;
    chosen.current = { choice, texts: shown.texts };
    submit();
  };

  const edit = () => {
    const first = shown?.fields[0];
    setShown(null);
    if (!first) return;
    // The warning goes with its buttons: the focus goes to the first finding, selected, once drawn.
    requestAnimationFrame(() => {
      const node = form.getInputNode(first.field as never) as HTMLInputElement | HTMLTextAreaElement | null;
      if (!node) return;
      node.focus();
      const { start, end } = first.found[0];
      if (node.value === first.text) node.setSelectionRange(start, end);
    });
  };

  const panel: PersonalInfoCheck<V>['panel'] = (submit) => {
    if (!shown || !loadedChecker) return null;
    const { PersonalInfoPanel } = loadedChecker;
    return (
      <PersonalInfoPanel
        key={shown.round}
        fields={shown.fields}
        headingOrder={headingOrder}
        onMask={() => choose('mask', submit)}
        onEdit={edit}
        onSendAsIs={() => choose('as_is', submit)}
      />
    );
  };

  return { guard, panel };
}
