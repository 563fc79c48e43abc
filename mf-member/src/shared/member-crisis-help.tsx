// shared-ui's crisis panel (docs/moderation.md#crisis-help) with this remote's call for the help lines.
import { api } from '@hiroba/api-client';
import { CrisisHelp } from '@hiroba/shared-ui';

function loadHelpLines(signal: AbortSignal) {
  return api.helpLines.list({ per: 'all' }, { signal }).then((page) => page.data);
}

/** Shown first on the page after a write whose answer said crisis_help; its heading takes the focus. */
export function MemberCrisisHelp() {
  return <CrisisHelp load={loadHelpLines} focusKey={1} />;
}
