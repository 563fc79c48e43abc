// What the server's logs may never hold: passwords, tokens, cookies, e-mail addresses and what
// people wrote (question and comment text). Applied to every logger the app is given (app.ts), so a
// log call that passes one of these by mistake prints "[redacted]" instead
// (docs/operations.md#logs-and-request-ids).
import type { FastifyServerOptions } from 'fastify';

const SECRET_FIELDS = ['password', 'current_password', 'new_password', 'token', 'refresh_token', 'jti', 'email', 'body', 'title'];

/** pino `redact` paths: headers that carry credentials, and the fields above at the top or one level down. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'req.body',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

// Not a path like node_modules/@scope/name: the part before @ must be an address's local part.
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** E-mail addresses inside free text (an error message quoting a failed address). */
export const withoutEmails = (text: string) => text.replace(EMAIL, '[email]');

interface SafeError {
  [field: string]: unknown;
  type: string;
  code?: string;
  message: string;
  stack: string;
  cause?: SafeError;
}

/**
 * The `err` serializer: type, code, message and stack only. pino's default copies every property
 * of the error, and a PostgreSQL error's `detail` quotes the row's values ("Key (email)=(…)").
 */
export function safeError(error: unknown, depth = 0): SafeError {
  // pg-boss reports some failures as plain objects copied from the error ({ ...error, message, stack }).
  const errorLike = error instanceof Error || (typeof error === 'object' && error !== null && typeof (error as Error).message === 'string');
  if (!errorLike) return { type: typeof error, message: withoutEmails(String(error)), stack: '' };
  const e = error as Error & { code?: unknown };
  return {
    type: error instanceof Error ? (error.constructor?.name ?? error.name) : 'Object',
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    message: withoutEmails(e.message),
    stack: withoutEmails(typeof e.stack === 'string' ? e.stack : ''),
    ...(e.cause instanceof Error && depth < 3 ? { cause: safeError(e.cause, depth + 1) } : {}),
  };
}

type LoggerOption = FastifyServerOptions['logger'];

/** The logger options the app runs with: the caller's (level, stream), plus the rules above. */
export function safeLoggerOptions(given: LoggerOption): LoggerOption {
  if (!given) return false;
  const options = typeof given === 'object' ? given : {};
  return {
    ...options,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { ...options.serializers, err: safeError },
  };
}

/** What a job logs of an error: its code or name, never its message (a mail error may quote an address). */
export function errorCode(error: unknown): string {
  if (error instanceof Error) return (error as Error & { code?: string }).code ?? error.name;
  return typeof error;
}

/** Told of a job's item that failed and was recorded (db/item-failures.ts). */
export type ItemFailed = (queue: string, item: string, attempts: number, error: unknown) => void;

/** Logs a failed item by its key and the error's code: never its text, which may be what someone wrote. */
export const logItemFailure =
  (log: { warn(fields: object, message: string): void }): ItemFailed =>
  (queue, item, attempts, error) =>
    log.warn({ queue, item, attempts, code: errorCode(error) }, 'a job item failed; the others go on');

