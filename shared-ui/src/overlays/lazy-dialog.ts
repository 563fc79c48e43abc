// A dialog whose form is loaded only when someone may use it: when its button is first pointed at,
// focused or pressed (通報する, ベストアンサーに選ぶ). The dialog opens once the code is there, so its
// first field takes the focus as usual; a failed load is told on pressing, and pressing again tries
// again (a slow or broken connection).
import { useState, type ComponentType } from 'react';
import { loadFormParts } from '../forms/lazy-form-parts';
import { loadOverlays } from './lazy-overlays';

export interface LazyDialogForm<P> {
  load(): Promise<ComponentType<P>>;
  /** For onMouseEnter and onFocus: starts the loading; a failure there is told on pressing. */
  preload(): void;
}

/** Module level, once per form: the loading is shared by every button of that form on the page. */
export function lazyDialogForm<P>(importForm: () => Promise<ComponentType<P>>): LazyDialogForm<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const load = () => {
    if (!loading) {
      // A dialog's form draws form parts: they come with it, so it opens drawn.
      loading = Promise.all([importForm(), loadFormParts()]).then(([form]) => form);
      loading.catch(() => (loading = null));
      loadOverlays().catch(() => undefined);
    }
    return loading;
  };
  return { load, preload: () => void load().catch(() => undefined) };
}

/** The dialog's state: open() loads the form (once) and then opens; loadFailed when it could not. */
export function useLazyDialog<P>(form: LazyDialogForm<P>) {
  const [opened, setOpened] = useState(false);
  const [Form, setForm] = useState<ComponentType<P> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const open = () => {
    setLoadFailed(false);
    form.load().then(
      (loaded) => {
        setForm(() => loaded);
        setOpened(true);
      },
      () => setLoadFailed(true),
    );
  };
  return { opened, Form, loadFailed, open, close: () => setOpened(false), preload: form.preload };
}
