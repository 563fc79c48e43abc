import type { UsersMeta } from '@hiroba/api-client';
import { SimpleGrid, Paper, Text } from '@hiroba/shared-ui';
import { ROLE_LABELS, ROLES } from '@hiroba/contract/fields';

// Holds the place of a number still loading: invisible and not read out, so the boxes have their
// final size at once and the sections below do not move when the numbers arrive.
const PENDING = (
  <span aria-hidden="true" style={{ visibility: 'hidden' }}>
    0人
  </span>
);

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
            {item.count === undefined ? PENDING : `${item.count.toLocaleString('ja-JP')}人`}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
