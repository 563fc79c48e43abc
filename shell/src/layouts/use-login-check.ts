// docs/product.md#login-check-on-load: in the default layout, a stored session is checked once on load;
// if the server refuses it, the session is cleared, the person goes to /login and the server's errors
// are shown in the snackbar in the error colour.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { snackbar, pagePath } from '@hiroba/shared-ui';
import { isApiError, refreshUser, useSession } from '@hiroba/api-client';

/** Only the server's verdict on the token counts; being offline or a server fault says nothing about it. */
function refusesSession(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

export function useLoginCheck(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const { token, user } = useSession.getState();
    if (!token || !user) return undefined;
    const controller = new AbortController();
    // The role, membership and capabilities may have changed (e.g. paid) since the user was stored.
    refreshUser({ signal: controller.signal }).catch((error: unknown) => {
      if (controller.signal.aborted || !refusesSession(error)) return;
      useSession.getState().clear();
      navigate(pagePath('login'));
      snackbar.show((error as { messages(): string[] }).messages().join('\n'), 'error');
    });
    return () => controller.abort();
  }, [navigate]);
}
