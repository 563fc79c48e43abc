// Where a page draws a form later than itself (a member's comment box on a question page a visitor
// also reads): the page was drawn without the form parts, so the form waits here for them, and the
// rest of the page stays as it is meanwhile (without this, the page's own Suspense would hide it).
import { Suspense, type ReactNode } from 'react';
import { LoadingState } from '../components/loading-state';

export function FormPlace({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingState label="フォームを読み込み中" />}>{children}</Suspense>;
}
