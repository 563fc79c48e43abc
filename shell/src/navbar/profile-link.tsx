// The signed-in person's own profile: experts have their public expert page, everyone else the
// user profile (docs/product.md#sign-in-and-profile-links).
import { RouterAnchor, Avatar, Group, pagePath } from '@hiroba/shared-ui';
import { useSession, type User } from '@hiroba/api-client';

export function profilePath(user: User): string {
  if (user.role === 'expert' && user.expert_info) return pagePath('expert-detail', { expertInfoId: user.expert_info.id });
  return pagePath('view-profile', { type: 'user', id: user.id });
}

export function ProfileLink() {
  const user = useSession((s) => (s.token ? s.user : null));
  if (!user) return null;
  const image = user.role === 'expert' ? user.expert_info?.profile_image : user.user_information?.profile_image;
  return (
    <RouterAnchor to={profilePath(user)} underline="hover">
      <Group gap={6} wrap="nowrap">
        <Avatar src={image ?? null} alt="" size={32} radius="xl" />
        <span>プロフィール</span>
      </Group>
    </RouterAnchor>
  );
}
