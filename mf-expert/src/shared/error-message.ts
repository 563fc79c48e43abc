// (Copied from mf-member: remotes may not import each other.)
// A failed call as one Japanese sentence for an Alert (field errors go beside fields instead).
import { isApiError } from '@hiroba/api-client';
import { UNKNOWN_ERROR_MESSAGE } from '@hiroba/shared-ui';

export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.messages().join('\n') : UNKNOWN_ERROR_MESSAGE;
}
