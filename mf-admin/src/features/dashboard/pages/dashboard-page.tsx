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
  pagePath,
} from '@hiroba/shared-ui';
import { ADMIN_SECTIONS } from '../../../shared/lib/admin-sections';
import { AuditEntryTable } from '../../../shared/components/audit-entry-table';
import { AttentionList } from '../components/attention-list';
import { UserCounts } from '../components/user-counts';

/** /admin: what needs the operator first, the members per role, every section, then the latest actions (last, so nothing moves when they arrive). */
export default function DashboardPage() {
  usePageTrail('管理画面ダッシュボード', [], '管理画面');
  const summary = usePageData((signal) => api.admin.dashboard({ signal }), []);
  const meta = usePageData((signal) => api.users.meta({ signal }), []);
  const recent = summary.data?.recent_actions;

  return (
    <Stack gap="xl">
      <PageHeader title="ダッシュボード" lead="対応が必要なこと、会員の人数、最近の管理操作と、各管理画面への入り口です。" />

      <section aria-labelledby="dashboard-attention">
        <Title order={2} id="dashboard-attention" size="h3" mb="sm">
          対応が必要なこと
        </Title>
        {summary.error ? <LoadError what="対応が必要なこと" error={summary.error} onRetry={summary.reload} /> : <AttentionList dashboard={summary.data ?? undefined} />}
      </section>

      <section aria-labelledby="dashboard-users">
        <Title order={2} id="dashboard-users" size="h3" mb="sm">
          会員の人数
        </Title>
        {/* The boxes are drawn at once, their numbers hidden until known, so what follows never moves. */}
        {meta.error ? <LoadError what="会員の人数" error={meta.error} onRetry={meta.reload} /> : <UserCounts meta={meta.data ?? undefined} />}
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

      <section aria-labelledby="dashboard-recent">
        <Title order={2} id="dashboard-recent" size="h3" mb="sm">
          最近の管理操作
        </Title>
        {recent && recent.length === 0 && <Text>まだ記録された操作はありません。</Text>}
        {recent && recent.length > 0 && <AuditEntryTable entries={recent} caption="最近の管理操作（新しい順）" />}
        <Text mt="sm">
          <RouterAnchor to={pagePath('admin-audit')}>操作の記録をすべて見る</RouterAnchor>
        </Text>
      </section>
    </Stack>
  );
}
