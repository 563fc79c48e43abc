// The ふりがな worker pool (src/readings/reading-pool.ts) with the real worker process and dictionary.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createReadingPool, type ReadingPool } from '../src/readings/reading-pool';
import { TEST_READING_WORKER } from './helpers/reading-worker';

const pools: ReadingPool[] = [];
const pool = (idleSeconds: number, worker = TEST_READING_WORKER) => {
  const created = createReadingPool({ idleSeconds, worker });
  pools.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

/** A worker entry that runs `body` (CommonJS), for the cases the real worker does not show on demand. */
function entry(body: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'reading-worker-'));
  const file = path.join(dir, 'entry.js');
  writeFileSync(file, body.replaceAll('DIR', JSON.stringify(dir)).replaceAll('REAL', JSON.stringify(TEST_READING_WORKER.file)));
  return { file, execArgv: TEST_READING_WORKER.execArgv };
}

test('reads in order, starting the worker on the first read', async () => {
  const readings = pool(60);
  expect(readings.isRunning()).toBe(false);
  const [first, second] = await Promise.all([readings.read(['療育手帳を話す', '']), readings.read(['一人'])]);
  expect(first).toEqual([[['療育手帳', 'りょういくてちょう'], 'を', ['話', 'はな'], 'す'], []]);
  expect(second).toEqual([[['一人', 'ひとり']]]);
  expect(readings.isRunning()).toBe(true);
}, 30_000);

test('stops after idleSeconds without work and starts again on the next read', async () => {
  const readings = pool(1);
  await readings.read(['障害年金']);
  const lastRead = Date.now();
  expect(readings.isRunning()).toBe(true);
  // Polled: a busy machine may run the idle timer late, never early.
  while (readings.isRunning() && Date.now() - lastRead < 10_000) await sleep(50);
  expect(readings.isRunning()).toBe(false);
  expect(Date.now() - lastRead).toBeGreaterThanOrEqual(900);
  expect(await readings.read(['障害年金'])).toEqual([[['障害年金', 'しょうがいねんきん']]]);
  expect(readings.isRunning()).toBe(true);
}, 30_000);

test('a worker that crashes rejects its reads, and the next read starts a fresh one', async () => {
  // The first worker dies on its first request; the next one is the real worker.
  const crashOnce = entry(`
    const { existsSync, writeFileSync } = require('node:fs');
    const mark = require('node:path').join(DIR, 'crashed');
    if (existsSync(mark)) require(REAL);
    else { writeFileSync(mark, ''); process.on('message', () => process.exit(7)); }
  `);
  const readings = pool(60, crashOnce);
  await expect(readings.read(['福祉'])).rejects.toThrow('exit code 7');
  expect(readings.isRunning()).toBe(false);
  expect(await readings.read(['福祉'])).toEqual([[['福祉', 'ふくし']]]);
}, 30_000);

test('a worker that fails to start rejects the read (its error goes to the server\'s output)', async () => {
  const readings = pool(60, entry(`process.stderr.write = () => true; throw new Error('no dictionary here');`));
  await expect(readings.read(['福祉'])).rejects.toThrow('reading worker stopped (exit code 1)');
  expect(readings.isRunning()).toBe(false);
});

test('a closed pool refuses reads and has no worker', async () => {
  const readings = pool(60);
  await readings.read(['福祉']);
  await readings.close();
  expect(readings.isRunning()).toBe(false);
  await expect(readings.read(['福祉'])).rejects.toThrow('closed');
}, 30_000);
