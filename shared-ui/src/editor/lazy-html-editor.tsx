// The column editor as the admin remote uses it, with its code (Tiptap, ProseMirror, the Mantine
// toolbar; about 150 KiB) loaded when the form first shows it. The import sits inside the shared-ui
// singleton, so the chunk uses the same Mantine context as the page (as lazy-overlays.tsx does).
import { lazy, Suspense } from 'react';
import { LoadingState } from '../components/loading-state';
import type { HtmlEditorProps } from './html-editor';

const Loaded = lazy(() => import('./html-editor'));

export type { HtmlEditorProps };

export function HtmlEditor(props: HtmlEditorProps) {
  return (
    <Suspense fallback={<LoadingState label="エディターを読み込み中" keepHeight="20rem" />}>
      <Loaded {...props} />
    </Suspense>
  );
}
