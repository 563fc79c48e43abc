// Whether an error means "PostgreSQL cannot be reached or cannot serve right now" (stopped,
// restarting, network gone, every connection busy, a statement over its time limit) rather than a
// bug or bad input. Such a call answers 503 with Retry-After (plugins/error-handler.ts) instead of
// 500: trying again shortly is the right thing for the caller. Written by hand: node-postgres
// reports these partly as Node socket errors, partly as PostgreSQL SQLSTATEs and partly only by
// message, and no library sorts them.

/** What the health check says while the database does not answer. */
export const DATABASE_UNREACHABLE = 'データベースに接続できません。しばらくしてからもう一度お試しください。';

// Node socket errors while connecting or talking to the server.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);

// SQLSTATEs: class 08 (connection exception) is matched by prefix; these are the others.
const SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout (db/database.ts)
]);

// node-postgres's own errors carry no code, only these messages.
const PG_MESSAGES = [
  'Connection terminated', // "... unexpectedly", "... due to connection timeout", or the pool ended
  'timeout exceeded when trying to connect', // the pool's wait for a connection
  'Query read timeout', // query_timeout: no answer from the server
  'Client has encountered a connection error and is not queryable',
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08'))) return true;
  if (PG_MESSAGES.some((m) => error.message.startsWith(m))) return true;
  // Connecting to a name with several addresses fails with an AggregateError of each attempt.
  const inner = [error.cause, ...(error instanceof AggregateError ? error.errors : [])];
  return inner.some((e) => isDatabaseUnavailable(e, depth + 1));
}
