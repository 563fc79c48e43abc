import type { PublicUser } from '@hiroba/api-client';
import { UNSET_NAME, displayName } from '@hiroba/shared-ui';

/** How a dialog names the person: ひろば花子さん, or the id when they have no nickname. */
export function memberName(user: Pick<PublicUser, 'id' | 'user_information'>): string {
  const name = displayName(user);
  return name === UNSET_NAME ? `ユーザーID ${user.id} の会員` : `${name}さん`;
}
