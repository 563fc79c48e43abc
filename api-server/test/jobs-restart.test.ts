// A restart loses no job: a process is killed (SIGKILL) while its job's handler is stuck, and the
// next process finishes that job, exactly once. On PGlite both processes open the same data folder
// in turn; with DATABASE_URL set, both use one PostgreSQL database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPostgres } from './helpers/test-app';

jest.setTimeout(120_000);

const REGISTER = path.join(__dirname, 'helpers/swc-register.js');
const JOB_PROCESS = path.join(__dirname, 'helpers/job-process.ts');

const children: ChildProcess[] = [];

function startProcess(args: object): ChildProcess {
  const child = spawn(process.execPath, ['-r', REGISTER, JOB_PROCESS, JSON.stringify(args)], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return child;
}

function printed(child: ChildProcess, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.split('\n').includes(line)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`job process exited (${code}) before printing "${line}"`)));
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

let dir: string;
let drop: (() => Promise<void>) | null = null;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'hiroba-jobs-restart-'));
});

afterEach(async () => {
  // A failed test must not leave a process behind (it would hold the data folder or the database).
  for (const child of children.splice(0)) {
    child.kill('SIGKILL');
    await exited(child);
  }
  await drop?.();
  drop = null;
  rmSync(dir, { recursive: true, force: true });
});

test(`a job whose process was killed mid-try is finished once by the next process (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
  let database: object = { dataDir: dir };
  if (process.env.DATABASE_URL) {
    const pg = await freshPostgres(process.env.DATABASE_URL);
    drop = pg.drop;
    database = { url: (pg.db.connection as { url: string }).url };
  }
  const log = path.join(dir, 'tries.log');

  const first = startProcess({ database, mode: 'hang', log });
  await printed(first, 'started');
  first.kill('SIGKILL');
  await exited(first);

  const second = startProcess({ database, mode: 'finish', log });
  expect(await exited(second)).toBe(0);

  const token = `job-${first.pid}`;
  expect(readFileSync(log, 'utf8').trim().split('\n')).toEqual([
    `start ${token} ${first.pid}`,
    `start ${token} ${second.pid}`,
    `done ${token} ${second.pid}`,
  ]);
});
