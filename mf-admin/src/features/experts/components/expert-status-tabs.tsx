// The status tabs of /admin/experts: links (the filter is the URL), each with its count, the one
// shown marked aria-current. Links rather than a tab widget: each is a page of its own that can be
// bookmarked, and Tab / Enter reach them as any link.
import type { ExpertStatusCounts } from '@hiroba/api-client';
import { ButtonLink, pagePath } from '@hiroba/shared-ui';
import { EXPERT_FILTERS, filterCount, filterLabel, type ExpertFilter } from '../lib/expert-filter';

interface Props {
  current: ExpertFilter;
  counts: ExpertStatusCounts | undefined;
}

export function ExpertStatusTabs({ current, counts }: Props) {
  return (
    <nav aria-label="状態で絞り込む">
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
        {EXPERT_FILTERS.map((filter) => {
          const count = filterCount(filter, counts);
          const selected = filter === current;
          return (
            <li key={filter}>
              <ButtonLink
                to={pagePath('admin-experts', {}, filter === 'all' ? {} : { status: filter })}
                variant={selected ? 'filled' : 'default'}
                aria-current={selected ? 'page' : undefined}
                // Wide enough for a label with a two-digit count, so the tabs wrap the same way before
                // and after the counts arrive, and nothing below them moves.
                miw="11rem"
              >
                {count === undefined ? filterLabel(filter) : `${filterLabel(filter)}（${count.toLocaleString('ja-JP')}件）`}
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
