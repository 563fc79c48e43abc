// フォローする for signed-in people only. The toggle's code is not in a visitor's first download: it
// loads once a signed-in reader has the page (after hydration, with their own data), and a failed
// load leaves no button rather than breaking the page.
import { lazy, Suspense } from 'react';
import { selectSignedIn, useSession } from '@hiroba/api-client';
import { useHydrated, useReadersOwnData } from '@hiroba/shared-ui';
import type { FollowToggleProps } from './follow-toggle';

const FollowToggle = lazy(() =>
  import('./follow-toggle').catch(() => ({ default: () => null })),
);

export function FollowButton(props: FollowToggleProps) {
  const signedIn = useSession(selectSignedIn);
  const hydrated = useHydrated();
  // A page drawn for a visitor says nothing of the reader's following until their data is there.
  const ownData = useReadersOwnData();
  if (!signedIn || !hydrated || !ownData) return null;
  return (
    <Suspense fallback={null}>
      <FollowToggle {...props} />
    </Suspense>
  );
}
