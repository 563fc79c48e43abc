// shared-ui's safety parts (docs/moderation.md) with this remote's calls: 通報する sends
// api.reports.create, the crisis panel reads every help line (api-client's loadHelpLines).
import { api, loadHelpLines } from '@hiroba/api-client';
import type { ReportableKind } from '@hiroba/contract/fields';
import { CrisisHelp, ReportButton } from '@hiroba/shared-ui';

/** The crisis panel; focusKey: see CrisisHelpProps (set after a write, left out above search results). */
export function PublicCrisisHelp({ focusKey }: { focusKey?: number }) {
  return <CrisisHelp load={loadHelpLines} focusKey={focusKey} />;
}

/** 通報する where the server allows it (the item's can_report); nothing otherwise. */
export function ReportAction({ can, kind, id, target }: { can: boolean | undefined; kind: ReportableKind; id: number; target: string }) {
  if (!can) return null;
  return <ReportButton kind={kind} id={id} target={target} send={(body) => api.reports.create(body)} />;
}
