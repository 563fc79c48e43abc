import { browser } from './browser';
import { configureApi } from './client';
import { SESSION_KEYS, selectRole, selectSignedIn, selectUserId, useSession } from './session-store';
import { aUser } from './test-support/fixtures';
import { answer, failNetwork } from './test-support/http';

const user = aUser({ role: 'paid_member' });

beforeEach(() => {
  localStorage.clear();
  useSession.getState().clear();
  configureApi();
  jest.restoreAllMocks();
});

describe('useSession persistence', () => {
  it('stores token, user (JSON) and sessionId under the keys of docs/product.md#session-storage', () => {
    useSession.getState().login('tok-1', user);
    useSession.getState().setSessionId('cs_test_1');
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(localStorage.getItem('sessionId')).toBe('cs_test_1');
    expect(SESSION_KEYS).toEqual({ token: 'token', user: 'user', sessionId: 'sessionId' });
  });

  it('restores the session from localStorage when the page loads again', () => {
    localStorage.setItem('token', 'tok-2');
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('sessionId', 'cs_test_2');
    jest.isolateModules(() => {
      const fresh = require('./session-store') as typeof import('./session-store');
      expect(fresh.useSession.getState()).toMatchObject({ token: 'tok-2', user, sessionId: 'cs_test_2' });
      // Its initial state, which React hydrates a page the server drew from, is a visitor's, as the
      // server drew it (docs/server-rendering.md).
      expect(fresh.useSession.getInitialState()).toMatchObject({ token: null, user: null, sessionId: null });
    });
  });

  it('ignores a damaged stored user', () => {
    localStorage.setItem('token', 'tok-3');
    localStorage.setItem('user', '{not json');
    jest.isolateModules(() => {
      const fresh = require('./session-store') as typeof import('./session-store');
      expect(fresh.useSession.getState().user).toBeNull();
      expect(fresh.selectRole(fresh.useSession.getState())).toBeUndefined();
    });
  });

  it('setUser replaces the stored user; clear forgets only the session keys', () => {
    localStorage.setItem('hiroba_other', 'keep');
    useSession.getState().login('tok-4', user);
    useSession.getState().setUser({ ...user, role: 'expert' });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null').role).toBe('expert');
    useSession.getState().clear();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('hiroba_other')).toBe('keep');
  });

  it('follows a sign-out made in another tab', () => {
    useSession.getState().login('tok-5', user);
    localStorage.removeItem('token');
    localStorage.removeItem('user');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(useSession.getState().token).toBeNull();
  });
});

describe('selectors', () => {
  it('selectRole is undefined when signed out and the role when signed in', () => {
    expect(selectRole(useSession.getState())).toBeUndefined();
    expect(selectSignedIn(useSession.getState())).toBe(false);
    useSession.getState().login('tok', user);
    expect(selectRole(useSession.getState())).toBe('paid_member');
    expect(selectSignedIn(useSession.getState())).toBe(true);
  });

  it('selectUserId is null when signed out and the id when signed in', () => {
    expect(selectUserId(useSession.getState())).toBeNull();
    useSession.getState().login('tok', user);
    expect(selectUserId(useSession.getState())).toBe(user.id);
  });
});

describe('logout', () => {
  it('revokes the token, clears all localStorage and goes to / with a page load', async () => {
    const goTo = jest.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    const { calls: requests } = answer('delete', 'auth/sign_out');
    useSession.getState().login('tok-6', user);
    useSession.getState().setSessionId('cs_6');
    localStorage.setItem('draft', 'something else');

    await useSession.getState().logout();

    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('DELETE');
    expect(new URL(requests[0].url).pathname).toBe('/api/v1/auth/sign_out');
    expect(requests[0].headers.get('authorization')).toBe('JWT tok-6');
    expect(localStorage.length).toBe(0);
    expect(useSession.getState()).toMatchObject({ token: null, user: null, sessionId: null });
    expect(goTo).toHaveBeenCalledWith('/');
  });

  it('still signs out on this device when the server cannot be reached', async () => {
    const goTo = jest.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    failNetwork('delete', 'auth/sign_out');
    useSession.getState().login('tok-7', user);
    await expect(useSession.getState().logout()).resolves.toBeUndefined();
    expect(localStorage.length).toBe(0);
    expect(goTo).toHaveBeenCalledWith('/');
  });

  it('makes no server call when there is no token', async () => {
    jest.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    const signOut = answer('delete', 'auth/sign_out');
    await useSession.getState().logout();
    expect(signOut.calls).toHaveLength(0);
  });
});
