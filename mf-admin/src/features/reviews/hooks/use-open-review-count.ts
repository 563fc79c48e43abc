// The number of open reviews for the side navigation: loaded again whenever a write announces
// `reviews` (a decision here, a report anywhere in this tab).
import { api, useDataVersion } from '@hiroba/api-client';
import { usePageData } from '@hiroba/shared-ui';

export function useOpenReviewCount(): number | undefined {
  const { data } = usePageData((signal) => api.reviews.counts({ signal }), [useDataVersion('reviews')]);
  return data?.open;
}
