// What a person types in a long form is kept on this device (localStorage) until the server has it,
// so a reload, a closed tab or a phone that drops the page loses nothing
// (docs/product.md#drafts-kept-on-the-device). Nothing here is ever sent anywhere. One entry per form,
// person and object: `hiroba:<form>-draft:<who>[:<object>]`, who being `user-<id>` or `visitor`.
// Logout clears all of local storage, so a signed-in person's drafts end with their session.

export interface KeptDraft<V = Record<string, unknown>> {
  /** The kept part of the form's values. */
  values: Partial<V>;
  /** When it was kept (ISO). */
  keptAt: string;
}

export interface DraftOf {
  /** The form, e.g. `question`, `comment`. */
  form: string;
  /** The signed-in person's id; null for a visitor. */
  person: number | null;
  /** What the form writes about, when it depends on one (question 12, comment 34), or `new`. */
  object?: number | string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How long a draft is kept. A visitor's (the contact form) only a day: on a shared computer, such as
 * a facility's, no sign-out ends it.
 */
export const DRAFT_EXPIRY_MS = { person: 7 * DAY_MS, visitor: DAY_MS } as const;

const DRAFT_KEY = /^hiroba:[a-z-]+-draft:(visitor|user-\d+)(:|$)/;

export function draftKey({ form, person, object }: DraftOf): string {
  const who = person === null ? 'visitor' : `user-${person}`;
  return `hiroba:${form}-draft:${who}${object === undefined ? '' : `:${object}`}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // blocked by the browser's privacy settings: forms work, without the safety copy
  }
}

const expiryOf = (key: string) => (DRAFT_KEY.exec(key)?.[1] === 'visitor' ? DRAFT_EXPIRY_MS.visitor : DRAFT_EXPIRY_MS.person);

/** The draft kept under `key`; one that is unreadable or past its expiry is removed, and is none. */
export function readDraft<V = Record<string, unknown>>(key: string, now = new Date()): KeptDraft<V> | null {
  let kept: KeptDraft<V> | null = null;
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as KeptDraft<V> | null;
    if (parsed && typeof parsed.keptAt === 'string' && parsed.values && typeof parsed.values === 'object') kept = parsed;
  } catch {
    // Not JSON: not a draft.
  }
  const keptAt = kept ? Date.parse(kept.keptAt) : NaN;
  if (kept && now.getTime() - keptAt <= expiryOf(key)) return kept;
  dropDraft(key);
  return null;
}

/** Whether a draft waits on this device for the form, person and object (e.g. to open a closed reply form). */
export function hasKeptDraft(of: DraftOf): boolean {
  return readDraft(draftKey(of)) !== null;
}

export function keepDraft<V>(key: string, values: Partial<V>, now = new Date()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ values, keptAt: now.toISOString() } satisfies KeptDraft<V>));
  } catch {
    // A full or blocked storage: the form still works, only without the safety copy.
  }
}

export function dropDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing kept, nothing to remove.
  }
}

const draftKeys = (): string[] => {
  const store = storage();
  return store ? Object.keys(store).filter((key) => DRAFT_KEY.test(key)) : [];
};

/** Removes every draft past its expiry (anyone's: a person may not come back to this device). */
export function sweepDrafts(now = new Date()): void {
  for (const key of draftKeys()) readDraft(key, now);
}

/** Removes every draft on this device (tests start each case from none). */
export function dropAllDrafts(): void {
  for (const key of draftKeys()) dropDraft(key);
  dropDraft(EPOCH_KEY);
}

// A mark in the same storage, so a form can tell that the storage was cleared since it opened (a
// sign-out, here or in another tab, clears all of it) and keep nothing more: its text would otherwise
// be written back by the pagehide of the very page the person signed out of.
const EPOCH_KEY = 'hiroba:drafts-since';

/** The storage's mark, set first when `create`; null when there is none (or no storage). */
export function draftEpoch(create: boolean): string | null {
  const store = storage();
  try {
    const mark = store?.getItem(EPOCH_KEY) ?? null;
    if (mark || !create || !store) return mark;
    const fresh = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    store.setItem(EPOCH_KEY, fresh);
    return fresh;
  } catch {
    return null;
  }
}
