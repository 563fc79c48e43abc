// Errors a handler throws on purpose. The error handler turns them into
// `{ errors: [{ field?, message }] }` with their status; messages are plain Japanese.
export interface ErrorItem {
  field?: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: ErrorItem[],
    /** Sent with the answer (a 429's Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(errors.map((e) => e.message).join(' '));
  }
}

const item = (message: string, field?: string): ErrorItem[] => [field ? { field, message } : { message }];

export const badRequest = (field: string | undefined, message: string) => new HttpError(400, item(message, field));
export const unauthorized = (message = 'ログインしてください。') => new HttpError(401, item(message));
export const forbidden = (message = 'この操作を行う権限がありません。', field?: string) => new HttpError(403, item(message, field));
/** `field`: the input that named what is missing, when the path does not (a body's target_id). */
export const notFound = (message = '見つかりませんでした。', field?: string) => new HttpError(404, item(message, field));
export const conflict = (field: string | undefined, message: string) => new HttpError(409, item(message, field));
export const unprocessable = (field: string | undefined, message: string) => new HttpError(422, item(message, field));
/** Every 429 says how many seconds to wait (Retry-After). */
export const tooManyRequests = (retryAfterSeconds: number, message = '操作の回数が多すぎます。しばらく待ってからもう一度お試しください。') =>
  new HttpError(429, item(message), { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
