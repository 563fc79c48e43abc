import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pagePath } from '@hiroba/shared-ui';
import { api, isApiError, useSession } from '@hiroba/api-client';

export const DENIED_ALERT = 'アクセス権限がありません。';
export const SIGN_IN_AGAIN_ALERT = 'アクセス権限がありません。ログインしてください。';

export type GuardState = 'checking' | 'passed' | 'refused';

/**
 * The admin area's own guard (docs/product.md#admin-guard), run once on entering /admin/*:
 * no stored session → /admin-login; a stored user who is not admin → alert, /admin-login (the stored
 * session is not used here, but it stays for the public site); an admin → ask the server
 * (is_admin_login); if that fails → alert, /admin-login.
 */
export function useAdminGuard(): GuardState {
  const navigate = useNavigate();
  const [state, setState] = useState<GuardState>('checking');
  const started = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    // Once per entry, also under StrictMode's double effects, so an alert is never shown twice.
    if (started.current) return;
    started.current = true;

    const refuse = (alert: string | null) => {
      setState('refused');
      if (alert) window.alert(alert);
      if (mounted.current) navigate(pagePath('admin-login'), { replace: true });
    };

    const { token, user } = useSession.getState();
    if (!token || !user) return refuse(null);
    if (user.role !== 'admin') return refuse(DENIED_ALERT);

    api.users.isAdminLogin().then(
      () => {
        if (mounted.current) setState('passed');
      },
      (error: unknown) => {
        // A token the server no longer accepts is of no use to anyone: forget it.
        if (isApiError(error) && (error.status === 401 || error.status === 403)) useSession.getState().clear();
        if (mounted.current) refuse(SIGN_IN_AGAIN_ALERT);
      },
    );
  }, [navigate]);

  return state;
}
