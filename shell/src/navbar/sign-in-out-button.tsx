// ログイン / ログアウト. Logout is the session store's: it revokes the token, clears all of
// localStorage, goes to / and reloads (docs/product.md#logout).
import { Button, ButtonLink, pagePath } from '@hiroba/shared-ui';
import { selectSignedIn, useSession } from '@hiroba/api-client';

export function SignInOutButton() {
  const signedIn = useSession(selectSignedIn);
  const logout = useSession((s) => s.logout);
  if (!signedIn) {
    return (
      <ButtonLink to={pagePath('login')} variant="default">
        ログイン
      </ButtonLink>
    );
  }
  return (
    <Button variant="default" onClick={() => void logout()}>
      ログアウト
    </Button>
  );
}
