import { Center, Pagination } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';

export interface PagerProps {
  /** Number of pages (meta.total_pages). Nothing is drawn for one page or none. */
  total: number;
  /** The navigation's accessible name. */
  label?: string;
  /** The query parameter holding the page, when a page has two paged lists (default `page`). */
  param?: string;
}

/** The current `?page=` (or `?<param>=`, from 1); anything unreadable is page 1. */
export function usePageParam(param = 'page'): number {
  const [params] = useSearchParams();
  const page = Number(params.get(param));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

const CONTROL_LABELS = {
  first: '最初のページ',
  previous: '前のページ',
  next: '次のページ',
  last: '最後のページ',
} as const;

/** Page links under a list; changing page writes `?page=` (other query parameters stay). */
export function Pager({ total, label = 'ページ送り', param = 'page' }: PagerProps) {
  const [params, setParams] = useSearchParams();
  const page = usePageParam(param);
  if (total <= 1) return null;
  return (
    <Center component="nav" aria-label={label} mt="xl">
      <Pagination
        total={total}
        value={Math.min(page, total)}
        onChange={(next) => {
          const updated = new URLSearchParams(params);
          if (next === 1) updated.delete(param);
          else updated.set(param, String(next));
          setParams(updated);
          window.scrollTo({ top: 0 });
        }}
        getItemProps={(p) => ({ 'aria-label': `${p}ページ目` })}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        withEdges={total > 5}
      />
    </Center>
  );
}
