import { api } from '@hiroba/api-client';
import { pagePath } from '@hiroba/shared-ui';
import { pageLocation } from './page-location';

export const LOGOUT_CONFIRM = 'ログアウトしますか？';

/**
 * Admin logout (docs/product.md#admin-logout): confirm, revoke the token, clear all local storage and
 * land on /admin-login with a fresh page. Unlike the public logout it does not go to the top page.
 */
export async function adminLogout(): Promise<void> {
  if (!window.confirm(LOGOUT_CONFIRM)) return;
  try {
    await api.auth.signOut();
  } catch {
    // An expired or already revoked token cannot be revoked again; signing out here still proceeds.
  }
  // Storage only: clearing the in-memory session too would make the admin frame redirect on its own
  // first, and the page would then load twice. The full page load below starts from empty storage.
  localStorage.clear();
  pageLocation.assign(pagePath('admin-login'));
}
