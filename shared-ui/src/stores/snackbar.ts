// One short message at a time, shown 4 seconds, with a close button (docs/product.md#default-layout).
// Pages call snackbar.show(); the shell renders useSnackbar().current and closes it after the timeout.
import { create } from 'zustand';

export const SNACKBAR_TIMEOUT_MS = 4000;

export type SnackbarColor = 'success' | 'error' | 'info';

export interface SnackbarMessage {
  /** New for every show(), so the shell restarts its timer even for the same text. */
  id: number;
  message: string;
  color: SnackbarColor;
}

interface SnackbarState {
  current: SnackbarMessage | null;
  show(message: string, color?: SnackbarColor): void;
  /** Closes the message; with an id, only if that message is still the one shown. */
  close(id?: number): void;
}

let nextId = 1;

export const useSnackbar = create<SnackbarState>()((set, get) => ({
  current: null,
  show(message, color = 'info') {
    set({ current: { id: nextId++, message, color } });
  },
  close(id) {
    if (id === undefined || get().current?.id === id) set({ current: null });
  },
}));

/** For event handlers and code outside React. */
export const snackbar = {
  show: (message: string, color?: SnackbarColor) => useSnackbar.getState().show(message, color),
  close: (id?: number) => useSnackbar.getState().close(id),
};
