// すべて・解決済み・未解決 over a Q&A list: links that keep the choice in the URL (?resolved=), so it
// can be shared, bookmarked and drawn by the server; the one being read is marked aria-current.
import { useLocation, useSearchParams } from 'react-router-dom';
import { Box, RESOLVED_FILTERS, RESOLVED_FILTER_LABELS, type ResolvedFilter } from '@hiroba/shared-ui';
import { LinkChips } from '../../../shared/components/link-chips';

const PARAM = 'resolved';

/** The list's filter from the URL; anything else is no filter. */
export function useResolvedFilter(): ResolvedFilter | undefined {
  const value = useSearchParams()[0].get(PARAM);
  return RESOLVED_FILTERS.find((f) => f === value);
}

/** The same list with another filter, from its first page. */
function withFilter(pathname: string, params: URLSearchParams, filter: ResolvedFilter | undefined): string {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (filter) next.set(PARAM, filter);
  else next.delete(PARAM);
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export function ResolvedFilterNav() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const current = useResolvedFilter();
  return (
    <Box mb="md">
      <LinkChips
        label="解決済み・未解決で絞り込む"
        items={[
          { label: 'すべて', to: withFilter(pathname, params, undefined), current: !current },
          ...RESOLVED_FILTERS.map((f) => ({ label: RESOLVED_FILTER_LABELS[f], to: withFilter(pathname, params, f), current: f === current })),
        ]}
      />
    </Box>
  );
}
