// Whether an error is PostgreSQL refusing a value (SQLSTATE class 22, "data exception": a number out
// of range 22003, text it cannot hold 22021 or convert 22P02, a string too long 22001, a bad Unicode
// escape 22P05…). The checks before a query (the schemas, plugins/storable-text.ts) should refuse such
// input first; one that slips through is still bad input, answered 400 (plugins/error-handler.ts),
// not a 500. Both pg's and PGlite's errors carry the SQLSTATE as `code` and a `severity`.
export function isDataException(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const { code, severity } = error as Error & { code?: unknown; severity?: unknown };
  if (typeof code === 'string' && typeof severity === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  return isDataException(error.cause, depth + 1);
}
