import { ApiError } from '@hiroba/api-client';

/** A 404 from the API means the page itself does not exist, so the page shows NotFoundPage. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
