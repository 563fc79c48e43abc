import type { ExpertInfo } from '@hiroba/api-client';
import { Group, Paper, ProfileAvatar, RouterAnchor, Text, Title, pagePath } from '@hiroba/shared-ui';

/** An expert in the list: picture, name (the link), title. */
export function ExpertCard({ expert }: { expert: ExpertInfo }) {
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={`expert-${expert.id}-name`}>
      <Group wrap="nowrap">
        <ProfileAvatar src={expert.profile_image} name={expert.name} size="lg" />
        <div>
          <Title order={2} size="h4" id={`expert-${expert.id}-name`}>
            <RouterAnchor to={pagePath('expert-detail', { expertInfoId: expert.id })}>{expert.name}</RouterAnchor>
          </Title>
          {expert.title && <Text>{expert.title}</Text>}
        </div>
      </Group>
    </Paper>
  );
}
