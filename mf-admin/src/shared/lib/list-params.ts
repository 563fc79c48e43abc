import { useSearchParams } from 'react-router-dom';
import type { PublishStatus, Role } from '@hiroba/api-client';
import { PUBLISH_STATUSES, ROLES } from './labels';

/** A page number from the URL; anything that is not a whole number from 1 reads as page 1. */
export function pageFrom(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function oneOf<T extends string>(raw: string | null, allowed: readonly T[]): T | undefined {
  return allowed.includes(raw as T) ? (raw as T) : undefined;
}

export const statusFrom = (raw: string | null): PublishStatus | undefined => oneOf(raw, PUBLISH_STATUSES);
export const roleFrom = (raw: string | null): Role | undefined => oneOf(raw, ROLES);

/**
 * The list state lives in the URL (?page=2&status=draft) so a filtered page can be bookmarked,
 * shared and reached with the browser's back button. Changing a filter starts again at page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));

  const update = (changes: Record<string, string | number | undefined>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (!('page' in changes)) next.delete('page');
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    });
  };

  return { params, page, update, setPage: (next: number) => update({ page: next }) };
}
