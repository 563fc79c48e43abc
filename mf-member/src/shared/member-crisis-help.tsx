// shared-ui's crisis panel (docs/moderation.md#crisis-help) with this remote's call for the help lines.
import { CrisisHelp } from '@hiroba/shared-ui';
import { loadHelpLines } from '@hiroba/api-client';

/** Shown first on the page after a write whose answer said crisis_help; its heading takes the focus. */
export function MemberCrisisHelp() {
  return <CrisisHelp load={loadHelpLines} focusKey={1} />;
}
