// Load shedding (@fastify/under-pressure, plugins/load-shedding.ts): past a limit every request
// answers at once with the site's Japanese 503, Retry-After and its request id. Shown with a heap
// limit of one byte, measured every 10 ms, on an app of the plugins that make the answer; the
// real app's registration is checked in request-log.test.ts.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config';
import { registerErrorHandler } from '../src/plugins/error-handler';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS, registerLoadShedding } from '../src/plugins/load-shedding';
import { registerRequestLog, requestIdFor } from '../src/plugins/request-log';

let app: FastifyInstance;
afterEach(() => app?.close());

test('a server under pressure answers 503 in Japanese with Retry-After and the request id', async () => {
  app = Fastify({ genReqId: requestIdFor(false) });
  registerRequestLog(app);
  registerErrorHandler(app);
  await registerLoadShedding(app, { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 1 }, 10);
  app.get('/api/v1/anything', async () => ({ data: 'ok' }));

  // The heap is measured after the first interval; until then the request passes.
  let res = await app.inject('/api/v1/anything');
  for (let i = 0; i < 200 && res.statusCode !== 503; i++) {
    await sleep(10);
    res = await app.inject('/api/v1/anything');
  }
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
  expect(res.json()).toEqual({ errors: [{ message: BUSY_MESSAGE }], request_id: res.headers['x-request-id'] });
  expect(app.isUnderPressure()).toBe(true);
});

test('the limits come from LOAD_SHED_EVENT_LOOP_DELAY_MS and LOAD_SHED_HEAP_USED_MB; 0 turns one off; off in tests', () => {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'hiroba-load-shedding-'));
  const defaults = loadConfig({}, cwd).loadShedding;
  expect(defaults.maxEventLoopDelayMs).toBe(1000);
  expect(defaults.maxHeapUsedBytes).toBeGreaterThan(100 * 1024 * 1024);
  expect(loadConfig({ LOAD_SHED_EVENT_LOOP_DELAY_MS: '0', LOAD_SHED_HEAP_USED_MB: '512' }, cwd).loadShedding).toEqual({
    maxEventLoopDelayMs: 0,
    maxHeapUsedBytes: 512 * 1024 * 1024,
  });
  expect(() => loadConfig({ LOAD_SHED_HEAP_USED_MB: 'lots' }, cwd)).toThrow(/LOAD_SHED_HEAP_USED_MB/);
  // Off under NODE_ENV=test unless asked for: a busy test machine must not shed the suites' calls.
  expect(loadConfig({ NODE_ENV: 'test' }, cwd).loadShedding).toEqual({ maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 });
});
