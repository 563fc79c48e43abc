import { useSearchParams } from 'react-router-dom';
import { usePageParam } from '@hiroba/shared-ui';
import type { PublishStatus, Role } from '@hiroba/api-client';
import { PUBLISH_STATUSES, ROLES } from '@hiroba/contract/fields';

/** `raw` when it is one of `allowed` (a value read from the URL), else undefined. */
export function oneOf<T extends string>(raw: string | null, allowed: readonly T[]): T | undefined {
  return allowed.includes(raw as T) ? (raw as T) : undefined;
}

export const statusFrom = (raw: string | null): PublishStatus | undefined => oneOf(raw, PUBLISH_STATUSES);
export const roleFrom = (raw: string | null): Role | undefined => oneOf(raw, ROLES);

/**
 * The list state lives in the URL (?status=draft&page=2) so a filtered page can be bookmarked,
 * shared and reached with the back button. Changing a filter starts again at page 1; the page
 * links themselves are shared-ui's Pager.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = usePageParam();

  const setFilters = (filters: Record<string, string | undefined>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      for (const [key, value] of Object.entries(filters)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  };

  const setPage = (value: number) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value > 1) next.set('page', String(value));
      else next.delete('page');
      return next;
    });
  };

  return { params, page, setFilters, setPage };
}
