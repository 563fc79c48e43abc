// /admin/audit: every recorded admin action, newest first, filtered by action, target and days; the
// filters live in the URL (?action=&target_type=&from=&to=&page=) so a view can be shared.
import { api, isApiError } from '@hiroba/api-client';
import { EmptyState, LoadError, LoadingState, PageHeader, Stack, usePageData, usePageTrail } from '@hiroba/shared-ui';
import { ListPager } from '../../../shared/components/list-pager';
import { ADMIN_PAGE_SIZE } from '../../../shared/lib/admin-constants';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';
import { useListParams } from '../../../shared/lib/list-params';
import { AuditEntryTable } from '../../../shared/components/audit-entry-table';
import { AuditSearchForm, type AuditCriteria } from '../components/audit-search-form';

const KEYS = ['action', 'target_type', 'from', 'to'] as const;

export default function AuditLogPage() {
  usePageTrail('操作の記録', [ADMIN_CRUMB], '操作の記録');
  const { params, page, setFilters } = useListParams();
  const criteria: AuditCriteria = Object.fromEntries(KEYS.map((key) => [key, params.get(key) ?? undefined]));
  const { data, error, loading, reload } = usePageData(
    (signal) => api.admin.auditLogs({ page, per: ADMIN_PAGE_SIZE, ...criteria }, { signal }),
    [page, ...KEYS.map((key) => criteria[key])],
  );
  // A filter the server refuses (e.g. a date typed by hand) is shown beside its field.
  const fieldErrors = isApiError(error) && error.status === 400 ? error.fieldErrors() : {};
  const badFilter = Object.keys(fieldErrors).length > 0;

  return (
    <Stack gap="lg">
      <PageHeader title="操作の記録" lead="管理者が行った変更の記録です。だれが、いつ、何を変えたかを確かめられます。記録は消せません。" />
      <AuditSearchForm key={KEYS.map((key) => criteria[key] ?? '').join('|')} criteria={criteria} errors={fieldErrors} onSearch={(next) => setFilters({ ...next })} />
      {error && !badFilter ? <LoadError what="操作の記録" error={error} onRetry={reload} /> : null}
      {loading && !data && <LoadingState />}
      {data && data.data.length === 0 && <EmptyState message="条件に合う記録はありません。条件を「すべて」に戻すか、期間を広げてください。" />}
      {data && data.data.length > 0 && (
        <>
          <AuditEntryTable entries={data.data} caption="操作の記録（新しい順）" />
          <ListPager meta={data.meta} />
        </>
      )}
    </Stack>
  );
}
