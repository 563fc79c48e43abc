// Command-line options of `npm run bench -- …`:
//   --only=api|search|weight|lighthouse|shift|interaction|memory|soak  one benchmark (default: all
//                       but the soak, which runs only when asked for)
//   --rows=N            questions to seed (default 100000)
//   --db=pglite|postgres  one database (default: PGlite, and PostgreSQL when one answers)
//   --seconds=S         measured seconds per load scenario (default 10)
//   --lighthouse-runs=N Lighthouse runs per page, the median is kept (default 3)
//   --soak-minutes=N    minutes of the soak after its warm-up (default 10)
export const DEFAULTS = { only: null, rows: 100_000, db: null, seconds: 10, lighthouse_runs: 3, soak_minutes: 10 };

export const ONLY = ['api', 'search', 'weight', 'lighthouse', 'shift', 'interaction', 'memory', 'soak'];
const USAGE = '--only=api|search|weight|lighthouse|shift|interaction|memory|soak --rows=N --db=pglite|postgres --seconds=S --lighthouse-runs=N --soak-minutes=N';
const NUMBERS = ['rows', 'seconds', 'lighthouse_runs', 'soak_minutes'];

export function parseArgs(argv) {
  const out = { ...DEFAULTS };
  for (const arg of argv) {
    const m = /^--(only|rows|db|seconds|lighthouse-runs|soak-minutes)=(.+)$/.exec(arg);
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
