// The help lines (相談窓口) as this remote reads them: the crisis panel lists them, and the personal-
// information check lets their numbers through (docs/moderation.md).
import { api } from '@hiroba/api-client';

export function loadHelpLines(signal?: AbortSignal) {
  return api.helpLines.list({ per: 'all' }, { signal }).then((page) => page.data);
}

/** The numbers a post may carry (usePersonalInfoCheck's loadAllowed). */
export function helpLineNumbers(): Promise<string[]> {
  return loadHelpLines().then((lines) => lines.map((line) => line.number));
}
