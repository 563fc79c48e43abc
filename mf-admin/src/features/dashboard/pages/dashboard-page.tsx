import { api } from '@hiroba/api-client';
import {
  PageHeader,
  Paper,
  RouterAnchor,
  SimpleGrid,
  Stack,
  Text,
  Title,
  usePageData,
  LoadError,
  usePageTrail,
} from '@hiroba/shared-ui';
import { ADMIN_SECTIONS } from '../../../shared/lib/admin-sections';
import { UserCounts } from '../components/user-counts';

export default function DashboardPage() {
  usePageTrail('管理画面ダッシュボード', [], '管理画面');
  const { data, error, reload } = usePageData((signal) => api.users.meta({ signal }), []);

  return (
    <Stack gap="xl">
      <PageHeader title="ダッシュボード" lead="会員の人数と、各管理画面への入り口です。" />

      <section aria-labelledby="dashboard-users">
        <Title order={2} id="dashboard-users" size="h3" mb="sm">
          会員の人数
        </Title>
        {/* The boxes are drawn at once, their numbers hidden until known, so 管理するもの never moves. */}
        {error ? <LoadError what="会員の人数" error={error} onRetry={reload} /> : <UserCounts meta={data ?? undefined} />}
      </section>

      <section aria-labelledby="dashboard-sections">
        <Title order={2} id="dashboard-sections" size="h3" mb="sm">
          管理するもの
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {ADMIN_SECTIONS.map((section) => (
            <Paper key={section.to} withBorder p="md" radius="md">
              <Title order={3} size="h4" mb={4}>
                <RouterAnchor to={section.to}>{section.label}</RouterAnchor>
              </Title>
              <Text size="sm">{section.description}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
