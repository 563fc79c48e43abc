// Command-line options of `npm run bench -- …`:
//   --only=api|weight   one benchmark (default: both)
//   --rows=N            questions to seed (default 100000)
//   --db=pglite|postgres  one database (default: PGlite, and PostgreSQL when one answers)
//   --seconds=S         measured seconds per load scenario (default 10)
export const DEFAULTS = { only: null, rows: 100_000, db: null, seconds: 10 };

export function parseArgs(argv) {
  const out = { ...DEFAULTS };
  for (const arg of argv) {
    const m = /^--(only|rows|db|seconds)=(.+)$/.exec(arg);
    if (!m) throw new Error(`unknown option ${arg} (use --only=api|weight --rows=N --db=pglite|postgres --seconds=S)`);
    const [, key, value] = m;
    if (key === 'only' && !['api', 'weight'].includes(value)) throw new Error('--only must be api or weight');
    if (key === 'db' && !['pglite', 'postgres'].includes(value)) throw new Error('--db must be pglite or postgres');
    if ((key === 'rows' || key === 'seconds') && !(Number.isInteger(Number(value)) && Number(value) > 0)) throw new Error(`--${key} must be a positive integer`);
    out[key] = key === 'rows' || key === 'seconds' ? Number(value) : value;
  }
  return out;
}
