import type { ExpertInfo } from '@hiroba/api-client';
import { Group, Paper, ProfileAvatar, RouterAnchor, Text, pagePath } from '@hiroba/shared-ui';

/** The approved expert who supervised the article (監修者), linking to their page. */
export function SupervisorCard({ expert }: { expert: ExpertInfo }) {
  return (
    <Paper withBorder p="md" my="md" component="aside" aria-label="この記事の監修者">
      <Group wrap="nowrap" align="flex-start">
        <ProfileAvatar src={expert.profile_image} name={expert.name} size="lg" />
        <div>
          <Text fw={700}>
            監修：<RouterAnchor to={pagePath('expert-detail', { expertInfoId: expert.id })}>{expert.name}</RouterAnchor>
          </Text>
          {expert.title && <Text size="sm">{expert.title}</Text>}
          {expert.qualifications && <Text size="sm">資格：{expert.qualifications}</Text>}
        </div>
      </Group>
    </Paper>
  );
}
