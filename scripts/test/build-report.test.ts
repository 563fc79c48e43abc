// `npm run build` runs lerna, which runs its tasks through Nx. Nx ends a run of 30 s or more with a
// report that recommended its hosted build cache (a cloud.nx.app link) and, in CI, its paid agents;
// nx.json turns the hosted cache off for good (`neverConnectToCloud`). The report is checked
// in-process for a 31-second run, because only such a run gets recommendations; a real lerna run of
// a workspace with the repository's lerna.json and nx.json checks that lerna still runs as before
// (in dependency order, streaming each task's output) and advertises nothing.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const ROOT = path.resolve(__dirname, '../..');
const ADVERTS = /cloud\.nx\.app|nx\.app\b|Nx Cloud|Nx Agents/;

/** Nx's own report of a run in which one task took `ms`, as lerna prints it, with the repository's nx.json. */
function reportOfRun(ms: number): string {
  const { readNxJson } = require('nx/src/config/nx-json');
  const { PerformanceLifeCycle, flushPerformanceReport } = require('nx/src/tasks-runner/life-cycles/performance-life-cycle');
  const id = '@hiroba/contract:build';
  const task = { id, target: { project: '@hiroba/contract', target: 'build' }, overrides: {}, outputs: [] };
  const lifeCycle = new PerformanceLifeCycle({ roots: [id], tasks: { [id]: task }, dependencies: { [id]: [] }, continuousDependencies: { [id]: [] } }, { nxJson: readNxJson(ROOT) });
  lifeCycle.endTasks([{ task: { ...task, startTime: 1_000, endTime: 1_000 + ms }, status: 'success', code: 0 }]);
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    flushPerformanceReport();
    return log.mock.calls.flat().join('\n');
  } finally {
    log.mockRestore();
  }
}

test.each([
  ['on a developer machine', 'false'],
  ['in CI', 'true'],
])('a long build ends with no advertisement for a hosted cache (%s)', (_where, ci) => {
  const before = process.env.CI;
  process.env.CI = ci;
  try {
    const report = reportOfRun(31_000);
    // The report itself is still printed.
    expect(report).toContain('Run duration');
    expect(report).not.toMatch(ADVERTS);
  } finally {
    if (before === undefined) delete process.env.CI;
    else process.env.CI = before;
  }
});

test('lerna runs a workspace with the repository configuration in dependency order, streamed, advertising nothing', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hiroba-lerna-'));
  try {
    const write = (file: string, value: object) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), JSON.stringify(value));
    };
    write('package.json', { name: 'lerna-check', private: true, workspaces: ['second', 'first'] });
    for (const file of ['lerna.json', 'nx.json']) copyFileSync(path.join(ROOT, file), path.join(dir, file));
    // `second` is listed first but needs `first`: lerna runs them in dependency order.
    write('second/package.json', { name: 'second', version: '1.0.0', dependencies: { first: '1.0.0' }, scripts: { hello: 'node -e "console.log(\'second ran\')"' } });
    write('first/package.json', { name: 'first', version: '1.0.0', scripts: { hello: 'node -e "console.log(\'first ran\')"' } });
    // Only the configuration turns the hosted cache off here, not the environment.
    const { NX_NO_CLOUD: _, ...env } = process.env;
    const output = stripVTControlCharacters(
      execFileSync(process.execPath, [path.join(ROOT, 'node_modules/lerna/dist/cli.js'), 'run', 'hello', '--stream'], {
        cwd: dir,
        env: { ...env, NX_DAEMON: 'false' },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    // Streamed: each task's output under its own heading, `first` done before `second` starts.
    const order = ['> first:hello', 'first ran', '> second:hello', 'second ran'].map((text) => output.indexOf(text));
    expect(order).not.toContain(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(output).toContain('Successfully ran target hello for 2 projects');
    expect(output).not.toMatch(ADVERTS);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
