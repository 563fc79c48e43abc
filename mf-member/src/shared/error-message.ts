// A failed call as one Japanese sentence for an Alert (field errors go beside fields instead).
import { isApiError } from '@hiroba/api-client';

export const UNKNOWN_ERROR_MESSAGE = 'うまくいきませんでした。時間をおいて、もう一度お試しください。';

export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.messages().join('\n') : UNKNOWN_ERROR_MESSAGE;
}
