// How a page's data crosses from the server to the browser (docs/server-rendering.md). On the server,
// usePageData asks the request's collector, which runs each page load once and lets React wait for
// it; what loaded travels in the HTML, keyed by React's useId (the same on both sides of hydration);
// in the browser the hook starts from that data instead of loading it again.
import { createContext } from 'react';
import type { BreadcrumbChips, BreadcrumbItem } from '../stores/breadcrumbs';

export interface PageCrumbs {
  items: BreadcrumbItem[];
  chips: BreadcrumbChips;
}

/** What the page set around itself while it was drawn: its breadcrumbs and its title. */
export interface PageChrome {
  crumbs?: PageCrumbs;
  /** The page's own title (null: the bare site title); absent when the page set none. */
  title?: string | null;
}

/** A load that ended: its data, or (server only) that it failed and the page must be drawn in the browser. */
export type SettledLoad = { ok: true; data: unknown } | { ok: false; error: unknown };

export interface PageDataSource {
  /** Server: starts the load for this hook once per request and answers its promise (React waits on it). */
  settle?(id: string, load: () => Promise<unknown>): Promise<SettledLoad>;
  /** Browser: the data the server drew this hook with, while the page it drew is still shown. */
  initial?(id: string): { data: unknown } | undefined;
  /**
   * Browser: the hook has taken its data; a later visit of the same page loads afresh. `sameForAll`:
   * the data is not the reader's own (a text's readings), so it does not hold the reader's controls
   * back while it loads again for them (`visitorDataShown`).
   */
  taken?(id: string, options?: { sameForAll?: boolean }): void;
  /**
   * Browser: the data was drawn for a visitor and the reader is signed in, so each hook, having
   * hydrated with it, loads it again for them at once, keeping it on the screen meanwhile.
   */
  readonly refresh?: boolean;
  /** Browser, with `refresh`: the hook shows the reader's own data now (or has stopped loading it). */
  refreshed?(id: string): void;
  /**
   * Browser, with `refresh`: whether some hook still shows the data drawn for a visitor (a reader's
   * own state, such as their favorite, is not known yet), and news of when that changes.
   */
  visitorDataShown?(): boolean;
  subscribe?(listener: () => void): () => void;
  /** Server: the page's breadcrumbs and title, noted while it is drawn (in the browser, effects set them). */
  note?(chrome: PageChrome): void;
  /**
   * The breadcrumbs the page was drawn with, for the bar above it until the page sets its own. On
   * the server's second draw: those it set in the first (the bar is drawn before the page). In the
   * browser: those the server sent, while the URL is the one drawn (a store seeded before
   * hydration would not do: zustand hydrates from a store's initial state).
   */
  readonly crumbs?: PageCrumbs;
}

export const PageDataContext = createContext<PageDataSource | null>(null);

/** The server's collector for one request: every load it started, and what each gave. */
export function collectPageData() {
  const loads = new Map<string, Promise<SettledLoad>>();
  const settled = new Map<string, SettledLoad>();
  const chrome: PageChrome = {};
  const source: PageDataSource = {
    note(next) {
      Object.assign(chrome, next);
    },
    settle(id, load) {
      let promise = loads.get(id);
      if (!promise) {
        promise = load().then(
          (data): SettledLoad => ({ ok: true, data }),
          (error: unknown): SettledLoad => ({ ok: false, error }),
        );
        promise.then((result) => settled.set(id, result));
        loads.set(id, promise);
      }
      return promise;
    },
  };
  return {
    source,
    /** What the page set around itself in this draw. */
    chrome: (): PageChrome => ({ ...chrome }),
    /** A source for drawing the same page again with its breadcrumbs known; the loads are not run again. */
    again: (crumbs: PageCrumbs): PageDataSource => ({ ...source, crumbs }),
    /** The data to send with the page; null when a load failed (the browser draws that page itself). */
    results(): Record<string, unknown> | null {
      const out: Record<string, unknown> = {};
      for (const [id, result] of settled) {
        if (!result.ok) return null;
        out[id] = result.data;
      }
      return out;
    },
  };
}

/**
 * The browser's side: the data the server sent for `url`, each entry given once, and the page's
 * breadcrumbs. `refresh`: the reader is signed in, so the data is loaded again for them.
 */
export function pageDataFromServer(
  url: string,
  entries: Record<string, unknown>,
  currentUrl: () => string,
  crumbs?: PageCrumbs,
  { refresh = false }: { refresh?: boolean } = {},
): PageDataSource {
  const left = new Map(Object.entries(entries));
  // Hooks that took the visitor's data and have not yet loaded the reader's. Counted as each takes it
  // (in its effect, before the page's controls are enabled), not from the entries: a page whose
  // hydration failed is drawn anew and takes none.
  const visitorData = new Set<string>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    refresh,
    initial: (id) => (currentUrl() === url && left.has(id) ? { data: left.get(id) } : undefined),
    taken(id, { sameForAll = false } = {}) {
      left.delete(id);
      if (!refresh || sameForAll) return;
      visitorData.add(id);
      changed();
    },
    refreshed(id) {
      if (visitorData.delete(id)) changed();
    },
    visitorDataShown: () => visitorData.size > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get crumbs() {
      return currentUrl() === url ? crumbs : undefined;
    },
  };
}
