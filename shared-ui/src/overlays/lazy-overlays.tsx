// Modal and Drawer as the apps use them, with their code loaded on the first opening rather than
// with shared-ui (overlays.ts). The import sits inside the shared-ui singleton, so the chunk comes
// from the same build as the MantineProvider around it: one Mantine context, one theme.
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { DrawerProps, ModalProps } from '@mantine/core';

type Overlays = typeof import('./overlays');

let loading: Promise<Overlays> | null = null;

/** Starts loading the dialogs' code; a button that opens one may call it on hover or focus. */
export function loadOverlays(): Promise<Overlays> {
  // Named: a browser test counts the requests for it (e2e/tests/accessibility-public.test.ts).
  loading ??= import(/* webpackChunkName: "overlays" */ './overlays');
  return loading;
}

/** Renders nothing; tells its parent once it has been committed (with the loaded dialog beside it). */
function Committed({ onCommit }: { onCommit: (committed: true) => void }) {
  useEffect(() => onCommit(true), [onCommit]);
  return null;
}

function lazyOverlay<P extends { opened: boolean }>(name: string, pick: (loaded: Overlays) => ComponentType<P>) {
  const Loaded = lazy(() => loadOverlays().then((loaded) => ({ default: pick(loaded) })));
  function Overlay(props: P) {
    // Closed, Mantine draws nothing, so nothing is loaded before the first opening; from then on the
    // dialog stays, so that it closes with its transition.
    const [used, setUsed] = useState(props.opened);
    if (props.opened && !used) setUsed(true);
    // The loaded dialog is first committed closed, then opened: Mantine notes the element to give
    // the focus back to when `opened` changes, not when a dialog mounts open.
    const [committed, setCommitted] = useState(false);
    if (!used) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} opened={props.opened && committed} />
        <Committed onCommit={setCommitted} />
      </Suspense>
    );
  }
  Overlay.displayName = name;
  return Overlay;
}

export const Drawer = lazyOverlay<DrawerProps>('Drawer', (loaded) => loaded.Drawer);
export const Modal = lazyOverlay<ModalProps>('Modal', (loaded) => loaded.Modal);
