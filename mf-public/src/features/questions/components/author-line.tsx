import type { ExpertInfo, PublicUser } from '@hiroba/api-client';
import { DateText, Group, ProfileAvatar, RouterAnchor, Text, displayName, pagePath } from '@hiroba/shared-ui';

interface AuthorLineProps {
  user: PublicUser | null;
  /** Set for an expert's answer: the expert's name and picture, linking to their page. */
  expert?: ExpertInfo | null;
  date: string;
}

/** Who wrote it and when. An expert is shown by their expert name and links to their page. */
export function AuthorLine({ user, expert, date }: AuthorLineProps) {
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      {expert ? (
        <ProfileAvatar src={expert.profile_image} name={expert.name} size="md" />
      ) : (
        <ProfileAvatar user={user} size="md" />
      )}
      <div>
        <Text fw={700}>
          {expert ? (
            <RouterAnchor to={pagePath('expert-detail', { expertInfoId: expert.id })}>
              {expert.name}
              {expert.title ? `（${expert.title}）` : ''}
            </RouterAnchor>
          ) : (
            displayName(user)
          )}
        </Text>
        <Text size="sm">
          <DateText value={date} withTime />
        </Text>
      </div>
    </Group>
  );
}
