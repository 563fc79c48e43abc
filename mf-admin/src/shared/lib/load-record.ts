import { isApiError } from '@hiroba/api-client';

/**
 * Loads one record for an edit or detail page. No id, or a 404 from the server, answers
 * `{ record: null }` so the page can say plainly that there is nothing to show; other failures stay
 * errors (with a retry).
 */
export async function loadRecord<T>(id: number | null, get: (id: number) => Promise<T>): Promise<{ record: T | null }> {
  if (id === null) return { record: null };
  try {
    return { record: await get(id) };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { record: null };
    throw error;
  }
}
