import type { User } from '@hiroba/api-client';

/**
 * The admin routes have two user pages (spec section 2): experts open theirs, everyone else the
 * paid-member page, which shows where the person stands with paid membership.
 */
export function userDetailPath(user: Pick<User, 'id' | 'role'>): string {
  return user.role === 'expert' ? `/admin/users/expert/${user.id}` : `/admin/users/paid_member/${user.id}`;
}
