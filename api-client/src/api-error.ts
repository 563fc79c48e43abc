import type { ApiErrorItem } from '@hiroba/contract/types';

/** Shown when the server could not be reached at all (offline, DNS, timeout). */
export const NETWORK_ERROR_MESSAGE = '通信できませんでした。接続を確かめて、もう一度お試しください。';

// Used only when an error answer carries no `errors` list of its own (a proxy page, an empty body).
const FALLBACK_BY_STATUS: Record<number, string> = {
  400: '入力内容を確かめてください。',
  401: 'ログインの有効期限が切れました。もう一度ログインしてください。',
  403: 'この操作を行う権限がありません。',
  404: 'お探しの情報は見つかりませんでした。',
  409: '同じ内容がすでに登録されています。',
  413: '送信する内容が大きすぎます。',
  422: 'この操作は今は行えません。',
  429: '操作が続いたため、しばらく時間をおいてからお試しください。',
};
const SERVER_FAILURE_MESSAGE = 'サーバーでエラーが発生しました。時間をおいて、もう一度お試しください。';

export function fallbackMessage(status: number): string {
  if (status === 0) return NETWORK_ERROR_MESSAGE;
  return FALLBACK_BY_STATUS[status] ?? SERVER_FAILURE_MESSAGE;
}

/** Every failed call rejects with this: the HTTP status (0 = no answer) and the server's errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];

  constructor(status: number, errors: ApiErrorItem[]) {
    const list = errors.length > 0 ? errors : [{ message: fallbackMessage(status) }];
    super(list.map((e) => e.message).join('\n'));
    this.name = 'ApiError';
    this.status = status;
    this.errors = list;
  }

  /** field → message, for errors that name a field (the first message of each field wins). */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const e of this.errors) {
      if (e.field && !(e.field in out)) out[e.field] = e.message;
    }
    return out;
  }

  /** Every message, in the server's order. */
  messages(): string[] {
    return this.errors.map((e) => e.message);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Keeps only well-formed `{ field?, message }` items of an error body. */
export function errorItemsOf(body: unknown): ApiErrorItem[] {
  const list = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return [];
  return list
    .filter((e): e is ApiErrorItem => typeof e?.message === 'string' && e.message !== '')
    .map((e) => (typeof e.field === 'string' && e.field ? { field: e.field, message: e.message } : { message: e.message }));
}
