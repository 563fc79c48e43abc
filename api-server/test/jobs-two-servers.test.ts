// Two API servers on one PostgreSQL: two runners, each with its own pool, share the queues. Every
// job runs once, on whichever server takes it, and a schedule fires once per occurrence, not once
// per server. PostgreSQL only (PGlite is one process's database): these run in the DATABASE_URL
// pass, as CI's second pass does.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { cleanResetCodes } from '../src/jobs/clean-reset-codes';
import type { JobDefinition } from '../src/jobs/job-definition';
import type { JobRunner } from '../src/jobs/job-runner';
import { startJobs } from '../src/jobs/registry';
import { fastRunner, remainingRows, seedExpiringRows, services, until } from './helpers/jobs';
import { freshPostgres } from './helpers/test-app';

jest.setTimeout(120_000);

const baseUrl = process.env.DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;

describeOnPostgres(`two servers on one PostgreSQL${baseUrl ? '' : ' (skipped: needs DATABASE_URL)'}`, () => {
  let db: Database;
  let drop: () => Promise<void>;
  let servers: JobRunner[] = [];

  beforeEach(async () => {
    ({ db, drop } = await freshPostgres(baseUrl!));
    await migrate(db);
    servers = [fastRunner(db), fastRunner(db)];
  });

  afterEach(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await drop();
  });

  test('each of N jobs runs exactly once, and both servers take jobs', async () => {
    const N = 30;
    const runs: Array<{ server: number; n: number }> = [];
    const busy = new Set<number>();
    // Each server's first job waits until the other server has one too: both then provably work
    // the queue at the same time, and neither may take the job the other holds.
    const probe = (server: number): JobDefinition<{ n: number }> => ({
      queue: 'two-servers-probe',
      settings: { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 60 },
      async handle({ n }) {
        runs.push({ server, n });
        busy.add(server);
        await until('both servers to hold a job', () => busy.size === 2);
      },
    });
    await Promise.all(servers.map((s, i) => startJobs(s, services(db), [probe(i)])));

    for (let n = 0; n < N; n++) await servers[n % 2].send('two-servers-probe', { n });
    await until('every job to finish', async () => runs.length >= N && (await servers[0].pending('two-servers-probe')) === 0);

    expect(runs.map((r) => r.n).sort((a, b) => a - b)).toEqual([...Array(N).keys()]);
    expect(new Set(runs.map((r) => r.server))).toEqual(new Set([0, 1]));
  });

  test('a scheduled clean-up runs once per occurrence, not once per server', async () => {
    await seedExpiringRows(db);
    // The real clean-up, every minute instead of every hour, counting its runs.
    const runs: number[] = [];
    const everyMinute = (server: number): JobDefinition => ({
      ...cleanResetCodes,
      cron: '* * * * *',
      async handle(data, s) {
        runs.push(server);
        await cleanResetCodes.handle(data, s);
      },
    });
    // The check below counts runs per minute: start early in a minute so the test stays inside it.
    if (new Date().getSeconds() >= 30) await sleep(61_000 - (Date.now() % 60_000));
    const firstMinute = Math.floor(Date.now() / 60_000);
    await Promise.all(servers.map((s, i) => startJobs(s, services(db), [everyMinute(i)])));

    await until('the first clean-up', () => runs.length > 0);
    // Several more schedule checks of both servers (one a second) inside the same occurrence.
    await sleep(5_000);
    const minutes = Math.floor(Date.now() / 60_000) - firstMinute + 1;

    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(runs.length).toBeLessThanOrEqual(minutes);
    expect(await remainingRows(db)).toEqual({ codes: ['live'], revocations: ['expired', 'live'] });
  });
});
