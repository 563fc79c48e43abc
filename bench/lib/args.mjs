// Command-line options of `npm run bench -- …`:
//   --only=api|search|weight|lighthouse|shift|interaction|memory  one benchmark (default: all seven)
//   --rows=N            questions to seed (default 100000)
//   --db=pglite|postgres  one database (default: PGlite, and PostgreSQL when one answers)
//   --seconds=S         measured seconds per load scenario (default 10)
//   --lighthouse-runs=N Lighthouse runs per page, the median is kept (default 3)
export const DEFAULTS = { only: null, rows: 100_000, db: null, seconds: 10, lighthouse_runs: 3 };

export const ONLY = ['api', 'search', 'weight', 'lighthouse', 'shift', 'interaction', 'memory'];
const USAGE = '--only=api|search|weight|lighthouse|shift|interaction|memory --rows=N --db=pglite|postgres --seconds=S --lighthouse-runs=N';
const NUMBERS = ['rows', 'seconds', 'lighthouse_runs'];

export function parseArgs(argv) {
  const out = { ...DEFAULTS };
  for (const arg of argv) {
    const m = /^--(only|rows|db|seconds|lighthouse-runs)=(.+)$/.exec(arg);
    if (!m) throw new Error(`unknown option ${arg} (use ${USAGE})`);
    const [, flag, value] = m;
    const key = flag.replace(/-/g, '_');
    if (key === 'only' && !ONLY.includes(value)) throw new Error(`--only must be ${ONLY.join(', ').replace(/, (?=[^,]*$)/, ' or ')}`);
    if (key === 'db' && !['pglite', 'postgres'].includes(value)) throw new Error('--db must be pglite or postgres');
    if (NUMBERS.includes(key) && !(Number.isInteger(Number(value)) && Number(value) > 0)) throw new Error(`--${flag} must be a positive integer`);
    out[key] = NUMBERS.includes(key) ? Number(value) : value;
  }
  return out;
}
