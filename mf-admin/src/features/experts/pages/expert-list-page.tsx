import { api } from '@hiroba/api-client';
import { ButtonLink, EmptyState, Group, LoadError, LoadingState, PageHeader, Stack, pagePath, usePageData, usePageTrail } from '@hiroba/shared-ui';
import { ListPager } from '../../../shared/components/list-pager';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';
import { ADMIN_PAGE_SIZE } from '../../../shared/lib/admin-constants';
import { useListParams } from '../../../shared/lib/list-params';
import { ExpertStatusTabs } from '../components/expert-status-tabs';
import { ExpertTable } from '../components/expert-table';
import { expertFilterFrom, filterLabel } from '../lib/expert-filter';

const EMPTY = {
  pending: '審査を待っている申し込みはありません。',
  approved: '承認済みの専門家はいません。',
  rejected: '非承認の申し込みはありません。',
  suspended: '停止中の専門家はいません。',
  all: 'まだ専門家も申し込みもありません。「専門家を登録する」から登録できます。',
} as const;

/** /admin/experts: experts and applications by status (?status=pending), 審査中 first, paged. */
export default function ExpertListPage() {
  usePageTrail('専門家の管理', [ADMIN_CRUMB], '専門家');
  const { params, page } = useListParams();
  const filter = expertFilterFrom(params.get('status'));
  const { data, error, loading, reload } = usePageData(
    (signal) => api.expertInfos.list({ page, per: ADMIN_PAGE_SIZE, status: filter }, { signal }),
    [page, filter],
  );
  // The counts are a help, not the page: without them the tabs still work, unnumbered.
  const counts = usePageData((signal) => api.expertInfos.counts({ signal }).catch(() => undefined), []);

  return (
    <Stack gap="lg">
      <PageHeader
        title="専門家の管理"
        lead="専門家の一覧と、申し込み（審査中・承認済み・非承認・停止中）の状態を確かめます。申し込みを開くと、承認や非承認を決められます。"
      />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <ExpertStatusTabs current={filter} counts={counts.data} />
        <ButtonLink to={pagePath('admin-expert-new')}>専門家を登録する</ButtonLink>
      </Group>
      {error ? <LoadError what="専門家" error={error} onRetry={reload} /> : null}
      {loading && !data && <LoadingState />}
      {data && data.data.length === 0 && <EmptyState message={EMPTY[filter]} />}
      {data && data.data.length > 0 && (
        <>
          <ExpertTable experts={data.data} caption={`専門家の一覧（${filterLabel(filter)}）`} />
          <ListPager meta={data.meta} />
        </>
      )}
    </Stack>
  );
}
