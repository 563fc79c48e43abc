// The loading bar at the top of the page (docs/product.md#business-constants): counts the fetches
// under way.
import { create } from 'zustand';

/**
 * The bar's animation length, how long to wait before showing it, and fade-out
 * (docs/product.md#business-constants).
 */
export const LOADING_BAR = { durationMs: 5000, throttleMs: 200, hideDelayMs: 500 } as const;

interface LoadingState {
  /** Fetches under way; the bar shows while this is above 0. */
  active: number;
  start(): void;
  finish(): void;
}

export const useLoading = create<LoadingState>()((set) => ({
  active: 0,
  start() {
    set((s) => ({ active: s.active + 1 }));
  },
  finish() {
    set((s) => ({ active: Math.max(0, s.active - 1) }));
  },
}));

export const loading = {
  start: () => useLoading.getState().start(),
  finish: () => useLoading.getState().finish(),
  /** Counts `work` on the bar until it settles. */
  async track<T>(work: Promise<T>): Promise<T> {
    useLoading.getState().start();
    try {
      return await work;
    } finally {
      useLoading.getState().finish();
    }
  },
};
