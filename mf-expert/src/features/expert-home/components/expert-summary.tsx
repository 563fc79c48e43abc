// The expert as members see them: picture, name, title, and the review status with what it means.
import type { ExpertInfo } from '@hiroba/api-client';
import { Badge, ProfileAvatar, Card, Group, Stack, Text, Title } from '@hiroba/shared-ui';
import { EXPERT_STATUS_COLORS, EXPERT_STATUS_LABELS, EXPERT_STATUS_NOTES } from '../../../shared/expert-status';

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
          <Group gap="xs">
            <Text>審査の状況：</Text>
            <Badge color={EXPERT_STATUS_COLORS[expert.status]} variant="light" size="lg">
              {EXPERT_STATUS_LABELS[expert.status]}
            </Badge>
          </Group>
        </Stack>
      </Group>
      <Text mt="md">{EXPERT_STATUS_NOTES[expert.status]}</Text>
    </Card>
  );
}
