// The help lines (相談窓口, docs/moderation.md#crisis-help) as the remotes read them: the crisis
// panel lists them, and the personal-information check lets their numbers through.
import type { HelpLine } from '@hiroba/contract/types';
import { api } from './calls';

export function loadHelpLines(signal?: AbortSignal): Promise<HelpLine[]> {
  return api.helpLines.list({ per: 'all' }, { signal }).then((page) => page.data);
}

/** The numbers a post may carry (shared-ui's usePersonalInfoCheck, `loadAllowed`). */
export function helpLineNumbers(): Promise<string[]> {
  return loadHelpLines().then((lines) => lines.map((line) => line.number));
}
