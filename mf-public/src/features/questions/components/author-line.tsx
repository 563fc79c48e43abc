import type { ExpertInfo, PublicUser } from '@hiroba/api-client';
import { DateText, Group, ProfileAvatar, RouterAnchor, Text, authorProfilePath, displayName, pagePath } from '@hiroba/shared-ui';

interface AuthorLineProps {
  user: PublicUser | null;
  /** Set for an expert's answer: the expert's name and picture, linking to their page. */
  expert?: ExpertInfo | null;
  date: string;
  /** The name is read by 読み上げる before the text (a reply, which has no heading; the question). */
  readName?: boolean;
}

/**
 * Who wrote it and when. An expert's answer is shown by their expert name and links to their page;
 * anyone else's name links to their public page, unless they have none (withdrawn, no profile).
 */
export function AuthorLine({ user, expert, date, readName = false }: AuthorLineProps) {
  const profile = authorProfilePath(user);
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      {expert ? (
        <ProfileAvatar src={expert.profile_image} name={expert.name} size="md" />
      ) : (
        <ProfileAvatar user={user} size="md" />
      )}
      <div>
        <Text fw={700} data-read-aloud={readName ? '' : undefined}>
          {expert ? (
            <RouterAnchor to={pagePath('expert-detail', { expertInfoId: expert.id })}>
              {expert.name}
              {expert.title ? `（${expert.title}）` : ''}
            </RouterAnchor>
          ) : profile ? (
            <RouterAnchor to={profile}>{displayName(user)}</RouterAnchor>
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
