// The signed-in person's own profile: experts have their public expert page, everyone else the
// user profile (docs/product.md#sign-in-and-profile-links). The rule is shared-ui's profilePath.
import { RouterAnchor, Avatar, Group, profilePath } from '@hiroba/shared-ui';
import { useSession } from '@hiroba/api-client';

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
