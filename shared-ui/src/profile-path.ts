// Where a person's public page is, the one rule for every link to it (the navbar's プロフィール, an
// author's name under a question or comment): docs/product.md#public-profiles.
import type { PublicUser, User } from '@hiroba/api-client';
import { pagePath } from '@hiroba/contract/routes';

type ProfileOwner = Pick<PublicUser | User, 'id' | 'role' | 'user_information' | 'expert_info'>;

/** An expert's public page is their expert page; everyone else's is their user profile. */
export function profilePath(user: ProfileOwner): string {
  if (user.role === 'expert' && user.expert_info) return pagePath('expert-detail', { expertInfoId: user.expert_info.id });
  return pagePath('view-profile', { type: 'user', id: user.id });
}

/**
 * The link of an author's name, or null when there is no page to show: a withdrawn author (the API
 * sends no user) or one without a profile.
 */
export function authorProfilePath(user: ProfileOwner | null | undefined): string | null {
  if (!user) return null;
  if (!user.user_information && !(user.role === 'expert' && user.expert_info)) return null;
  return profilePath(user);
}
