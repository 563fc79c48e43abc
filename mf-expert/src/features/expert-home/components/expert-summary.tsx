// The expert as members see them: picture, name, title, and the review status with what it means.
import type { ExpertInfo } from '@hiroba/api-client';
import { ProfileAvatar, Card, Group, Stack, Text, Title } from '@hiroba/shared-ui';
import { EXPERT_STATUS_NOTES } from '../../../shared/expert-status';
import { ExpertStatusLine } from '../../../shared/expert-status-line';

export function ExpertSummary({ expert }: { expert: ExpertInfo }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="expert-summary-title">
      <Title order={2} id="expert-summary-title" size="h3" mb="md">
        専門家としての登録内容
      </Title>
      <Group gap="lg" align="center" wrap="nowrap">
        <ProfileAvatar src={expert.profile_image} name={expert.name} size={80} />
        <Stack gap={4}>
          <Text>
            名前：<strong>{expert.name}</strong>
          </Text>
          <Text>肩書き：{expert.title ?? '未設定'}</Text>
          <ExpertStatusLine status={expert.status} />
        </Stack>
      </Group>
      <Text mt="md">{EXPERT_STATUS_NOTES[expert.status]}</Text>
    </Card>
  );
}
