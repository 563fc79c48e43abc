import { Avatar, type AvatarProps } from '@mantine/core';
import type { PublicUser, User } from '@hiroba/api-client';
import { displayName, UNSET_NAME } from '../display-name';

export interface ProfileAvatarProps extends Omit<AvatarProps, 'src' | 'alt'> {
  user?: Pick<PublicUser | User, 'user_information' | 'expert_info' | 'role'> | null;
  /** Overrides the user's picture (e.g. an expert_info's profile_image). */
  src?: string | null;
  /** Overrides the name used for initials and the alt text. */
  name?: string;
  /**
   * True (default) when the name is written beside the picture: the image is then skipped by
   * screen readers instead of saying the name twice.
   */
  decorative?: boolean;
}

/** A person's picture, or the first letter of their name when they have none. */
export function ProfileAvatar({ user, src, name, decorative = true, ...props }: ProfileAvatarProps) {
  const expert = user?.role === 'expert' ? user.expert_info : null;
  const label = name ?? expert?.name ?? displayName(user);
  const image = src ?? expert?.profile_image ?? user?.user_information?.profile_image ?? null;
  const initial = label === UNSET_NAME ? '' : Array.from(label)[0];
  return (
    <Avatar
      src={image}
      alt={decorative ? '' : `${label}さんのプロフィール画像`}
      aria-hidden={decorative && !image ? true : undefined}
      radius="xl"
      {...props}
    >
      {initial}
    </Avatar>
  );
}
