// The session (docs/product.md#session-storage): token, user and the payment sessionId, kept in
// localStorage under the exact keys `token`, `user` (JSON) and `sessionId`, which is why zustand's
// persist middleware (one JSON blob under one key) is not used.
import { create } from 'zustand';
import { browser } from './browser';
import { api } from './calls';
import { setTokenReader } from './client';
import { prepareClient } from './lazy-parts';
import type { Capabilities, Role, User } from '@hiroba/contract/types';

export const SESSION_KEYS = { token: 'token', user: 'user', sessionId: 'sessionId' } as const;

export interface SessionState {
  token: string | null;
  user: User | null;
  sessionId: string | null;
  login(token: string, user: User): void;
  setUser(user: User): void;
  setSessionId(id: string | null): void;
  /** Forgets the session on this device only (no server call, no navigation). */
  clear(): void;
  /** Revoke the token, clear all of localStorage, go to / and reload (docs/product.md#logout). */
  logout(): Promise<void>;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (privacy settings): the session lives in memory only
  }
}

function write(key: string, value: string | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // quota or private mode: keep the in-memory session
  }
}

function readUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as User | null;
    return user && typeof user === 'object' && typeof user.id === 'number' ? user : null;
  } catch {
    return null;
  }
}

function readStored(): Pick<SessionState, 'token' | 'user' | 'sessionId'> {
  const store = storage();
  return {
    token: store?.getItem(SESSION_KEYS.token) || null,
    user: readUser(store?.getItem(SESSION_KEYS.user) ?? null),
    sessionId: store?.getItem(SESSION_KEYS.sessionId) || null,
  };
}

const SIGNED_OUT = { token: null, user: null, sessionId: null };

export const useSession = create<SessionState>()((set, get) => ({
  // Created signed out, then given this device's session below: zustand hydrates from a store's
  // initial state (React's server snapshot), so a page the server drew as a visitor sees it is taken
  // over as drawn, and redrawn for the signed-in reader right after (docs/server-rendering.md).
  ...SIGNED_OUT,
  login(token, user) {
    write(SESSION_KEYS.token, token);
    write(SESSION_KEYS.user, JSON.stringify(user));
    set({ token, user });
  },
  setUser(user) {
    write(SESSION_KEYS.user, JSON.stringify(user));
    set({ user });
  },
  setSessionId(id) {
    write(SESSION_KEYS.sessionId, id);
    set({ sessionId: id });
  },
  clear() {
    for (const key of Object.values(SESSION_KEYS)) write(key, null);
    set(SIGNED_OUT);
  },
  async logout() {
    if (get().token) {
      // The token dies with the page either way; a failed revoke must not keep the person signed in.
      await api.auth.signOut().catch(() => undefined);
    }
    storage()?.clear();
    set(SIGNED_OUT);
    browser.goTo('/');
  },
}));
useSession.setState(readStored());

setTokenReader(() => useSession.getState().token);
// A signed-in person's page checks the session at once, so its HTTP client is fetched right away.
if (typeof window !== 'undefined' && useSession.getState().token) prepareClient();

// Another tab signed in or out: follow it, so no tab keeps acting with a dead token.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) {
      useSession.setState(readStored());
    }
  });
}

/** The signed-in person's role; undefined when signed out (visitors have no role: docs/product.md#roles). */
export function selectRole(state: Pick<SessionState, 'user' | 'token'>): Role | undefined {
  return state.token && state.user ? state.user.role : undefined;
}

// A user stored before the server sent capabilities may do nothing until the login check refreshes it.
const NO_CAPABILITIES: Capabilities = {
  can_post_questions: false,
  can_comment: false,
  can_answer_as_expert: false,
  can_withdraw: false,
  needs_posting_consent: false,
};

/** What the signed-in person may do, as the server decided it; null when signed out. */
export function selectCapabilities(state: Pick<SessionState, 'user' | 'token'>): Capabilities | null {
  return state.token && state.user ? (state.user.capabilities ?? NO_CAPABILITIES) : null;
}

/** The signed-in person's id (what their drafts on this device are kept under); null when signed out. */
export function selectUserId(state: Pick<SessionState, 'user' | 'token'>): number | null {
  return state.token && state.user ? state.user.id : null;
}

/** True when a token and a user are stored. */
export function selectSignedIn(state: Pick<SessionState, 'user' | 'token'>): boolean {
  return Boolean(state.token && state.user);
}
