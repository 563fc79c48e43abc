import { api, useDataVersion } from '@hiroba/api-client';
import { EmptyState, LoadError, LoadingState, PageHeader, Stack, usePageData, usePageTrail } from '@hiroba/shared-ui';
import { ListPager } from '../../../shared/components/list-pager';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';
import { ADMIN_PAGE_SIZE } from '../../../shared/lib/admin-constants';
import { useListParams } from '../../../shared/lib/list-params';
import { ReviewCard } from '../components/review-card';
import { ReviewStateTabs } from '../components/review-state-tabs';
import { reviewStateFrom } from '../lib/review-state';

/**
 * /admin/reports: the review queue (docs/moderation.md#the-review-queue), 心配な投稿 first, then the
 * oldest first, as the server orders it. A decision announces `reviews`: the list loads again.
 */
export default function ReviewListPage() {
  usePageTrail('通報・確認', [ADMIN_CRUMB], '通報・確認');
  const { params, page } = useListParams();
  const state = reviewStateFrom(params.get('state'));
  const { data, error, loading, reload } = usePageData(
    (signal) => api.reviews.list({ page, per: ADMIN_PAGE_SIZE, state }, { signal }),
    [page, state, useDataVersion('reviews')],
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title="通報・確認"
        lead="通報された投稿と、確認が必要な言葉・個人情報・心配な言葉を含む投稿、削除の申し出です。心配な投稿がいちばん上に並びます。どの対応も投稿を消さず、記録に残ります。"
      />
      <ReviewStateTabs current={state} />
      {error ? <LoadError what="通報・確認" error={error} onRetry={reload} /> : null}
      {loading && !data && <LoadingState />}
      {data && data.data.length === 0 && (
        <EmptyState message={state === 'open' ? '未対応の通報・確認はありません。' : '対応済みの通報・確認はまだありません。'} />
      )}
      {data && data.data.length > 0 && (
        <>
          <Stack gap="md" component="section" aria-label={state === 'open' ? '未対応の通報・確認' : '対応済みの通報・確認'}>
            {data.data.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </Stack>
          <ListPager meta={data.meta} />
        </>
      )}
    </Stack>
  );
}
