// A column being written is kept on the device until the server has it: a reload, a closed tab or a
// dropped connection loses nothing. One entry per column (or one for a new column), removed once the
// server has saved it.
import type { ColumnFormValues } from './column-form-values';

const PREFIX = 'hiroba:column-draft:';

export interface KeptDraft {
  values: ColumnFormValues;
  /** When it was kept (ISO). */
  keptAt: string;
}

export const draftKey = (columnId: number | null) => `${PREFIX}${columnId ?? 'new'}`;

export function readDraft(key: string): KeptDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as KeptDraft;
    return parsed && typeof parsed.keptAt === 'string' && parsed.values ? parsed : null;
  } catch {
    return null;
  }
}

export function keepDraft(key: string, values: ColumnFormValues, now = new Date()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ values, keptAt: now.toISOString() } satisfies KeptDraft));
  } catch {
    // A full or blocked storage: the form still works, only without the safety copy.
  }
}

export function dropDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to remove.
  }
}
