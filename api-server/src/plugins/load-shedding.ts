// Load shedding (@fastify/under-pressure): while the event loop lags or the heap is nearly full,
// new requests answer 503 at once, in Japanese with Retry-After, instead of queueing until every
// request is slow and the process runs out of memory. The thresholds are LOAD_SHED_* (config.ts);
// docs/operations.md#load-shedding.
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const BUSY_MESSAGE = 'ただいま混み合っています。しばらくしてからもう一度お試しください。';
export const BUSY_RETRY_AFTER_SECONDS = 10;

export interface LoadSheddingLimits {
  /** Mean event-loop delay over the last sample period, in ms; 0: not checked. */
  maxEventLoopDelayMs: number;
  /** Heap in use, in bytes; 0: not checked. */
  maxHeapUsedBytes: number;
}

// The plugin sends what its handler returns (its README; the typings only allow void). The request
// id is added to this body as to every error answer (plugins/request-log.ts).
function answerBusy(_request: unknown, reply: FastifyReply) {
  reply.code(503).header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
  return { errors: [{ message: BUSY_MESSAGE }] };
}

/**
 * How often the process is measured. The event-loop delay is a mean over this period: over a
 * second, one long synchronous stretch (Fastify compiling its schemas at start, a slow embedded
 * query) would shed the next second's requests; over five, only lasting pressure does.
 */
export const SAMPLE_INTERVAL_MS = 5_000;

export async function registerLoadShedding(app: FastifyInstance, limits: LoadSheddingLimits, sampleIntervalMs = SAMPLE_INTERVAL_MS): Promise<void> {
  // Both limits off (tests): not registered at all. The plugin (9.2) enables an event-loop histogram
  // that samples every 10 ms and never disables it on close, so every app built in a test process
  // would leave one running: hundreds of them made the last test files 3-4 times slower.
  if (limits.maxEventLoopDelayMs === 0 && limits.maxHeapUsedBytes === 0) return;
  await app.register(underPressure, {
    sampleInterval: sampleIntervalMs,
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    pressureHandler: answerBusy as unknown as FastifyUnderPressureOptions['pressureHandler'],
  });
}
