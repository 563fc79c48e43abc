import type { PublicUser, User } from '@hiroba/api-client';

/** A missing name shows this placeholder (docs/product.md#entities-and-fields). */
export const UNSET_NAME = '未設定';

type Named = Pick<PublicUser | User, 'user_information'> | null | undefined;

/** The user's nickname, or 未設定 when there is none (or the user has withdrawn). */
export function displayName(user: Named): string {
  const nickname = user?.user_information?.nickname?.trim();
  return nickname ? nickname : UNSET_NAME;
}
