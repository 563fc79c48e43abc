// A failed call as Japanese sentences for an Alert (field errors go beside fields instead).
import { UNKNOWN_ERROR_MESSAGE, isApiErrorLike } from './apply-server-errors';

export function errorMessage(error: unknown): string {
  return isApiErrorLike(error) ? error.messages().join('\n') : UNKNOWN_ERROR_MESSAGE;
}
