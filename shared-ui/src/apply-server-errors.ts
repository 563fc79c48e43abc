import type { UseFormReturnType } from '@mantine/form';
import type { ApiError } from '@hiroba/api-client';

export const UNKNOWN_ERROR_MESSAGE = 'エラーが発生しました。時間をおいて、もう一度お試しください。';

// shared-ui imports only types from api-client (docs/architecture.md#who-imports-whom), so ApiError is
// recognised by shape.
export function isApiErrorLike(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError' && Array.isArray((error as ApiError).errors);
}

function hasPath(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * Puts each field error of an ApiError beside its field of the Mantine form (server field names
 * are the form's value names, snake_case; the first message per field wins) and answers the
 * messages no field could take, for a FormErrorSummary. Any other error answers one general message.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works with any form's values
export function applyServerErrors(form: UseFormReturnType<any>, error: unknown): string[] {
  if (!isApiErrorLike(error)) return [UNKNOWN_ERROR_MESSAGE];
  const values = form.getValues();
  const placed = new Set<string>();
  const rest: string[] = [];
  for (const item of error.errors) {
    if (item.field && hasPath(values, item.field)) {
      if (!placed.has(item.field)) form.setFieldError(item.field, item.message);
      placed.add(item.field);
    } else {
      rest.push(item.message);
    }
  }
  return rest;
}
