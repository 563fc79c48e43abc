import { api } from '@hiroba/api-client';
import { ButtonLink, EmptyState, Group, LoadError, LoadingState, PageHeader, RouterAnchor, Stack, pagePath, usePageData, usePageTrail } from '@hiroba/shared-ui';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';
import { SupporterTable } from '../components/supporter-table';
import { SUPPORTERS_SECTION } from '../lib/section';

/**
 * /admin/supporters: everyone on the crowdfunding supporters list, shown or not, in the order the
 * public page follows (docs/product.md#crowdfunding-supporters). The whole list on one page, so a
 * supporter can be moved anywhere with 上へ / 下へ.
 */
export default function SupporterListPage() {
  usePageTrail(`${SUPPORTERS_SECTION}の管理`, [ADMIN_CRUMB], SUPPORTERS_SECTION);
  const { data, error, loading, reload } = usePageData((signal) => api.crowdfundingSupporters.list({ status: 'all', per: 'all' }, { signal }), []);
  return (
    <Stack gap="lg">
      <PageHeader
        title={`${SUPPORTERS_SECTION}の管理`}
        lead="「ご支援くださった方々」のページに載せる方の一覧です。「掲載中」の方だけが、この並び順でコースごとに表示されます。コースの見出しは、そのコースで最初の方の位置に出ます。"
      />
      <Group justify="space-between" align="center" wrap="wrap">
        <RouterAnchor to={pagePath('crowdfunding-supporters')}>公開ページを見る</RouterAnchor>
        <ButtonLink to={pagePath('admin-supporter-new')}>支援者を追加する</ButtonLink>
      </Group>
      {error ? <LoadError what="支援者" error={error} onRetry={reload} /> : null}
      {loading && !data && <LoadingState />}
      {data && data.data.length === 0 && <EmptyState message="まだ支援者がいません。「支援者を追加する」から加えられます。" />}
      {data && data.data.length > 0 && <SupporterTable supporters={data.data} onChanged={reload} />}
    </Stack>
  );
}
