// The local payment provider's events go to the webhook through a job, as mail does: waiting for
// them is how a test (and the harness between tests) knows they have arrived.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { LOCAL_EVENTS_QUEUE } from '../../src/payments/local/local-provider';

/** Waits until no local provider event waits or is being delivered. */
export async function deliverEvents(app: FastifyInstance, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await app.ctx.jobs.pending(LOCAL_EVENTS_QUEUE)) > 0) {
    if (Date.now() > deadline) throw new Error(`payment events still undelivered after ${timeoutMs} ms`);
    await sleep(25);
  }
}

