import type { UsersMeta } from '@hiroba/api-client';
import { HeldPlace, SimpleGrid, Paper, Text } from '@hiroba/shared-ui';
import { ROLE_LABELS, ROLES } from '@hiroba/contract/fields';

/** The number of users in all and per role, from api.users.meta(); undefined while it loads. */
export function UserCounts({ meta }: { meta?: UsersMeta }) {
  const items = [
    { label: '全ユーザー', count: meta?.total },
    ...ROLES.map((role) => ({ label: ROLE_LABELS[role], count: meta ? (meta.by_role[role] ?? 0) : undefined })),
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md" component="ul" aria-busy={!meta} style={{ listStyle: 'none', padding: 0 }}>
      {items.map((item) => (
        <Paper key={item.label} component="li" withBorder p="md" radius="md">
          <Text size="sm">{item.label}</Text>
          <Text size="xl" fw={700}>
            {item.count === undefined ? <HeldPlace>0人</HeldPlace> : `${item.count.toLocaleString('ja-JP')}人`}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
