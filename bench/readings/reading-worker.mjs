// The ふりがな worker's cost (docs/reading-aids.md#the-analyser-and-its-worker): the time to read a
// 5,000-character text cold (worker start and dictionary load included) and warm, and the process's
// RSS before the first read, while the worker is loaded, and after it stopped for idleness (the
// worker runs in this process, so its memory is in this RSS).
// Reads api-server/dist: build it first (npx tsc -p api-server/tsconfig.json).
// node bench/readings/reading-worker.mjs
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';

const require = createRequire(import.meta.url);
const { createReadingPool } = require('../../api-server/dist/readings/reading-pool.js');
const { DEMO_QUESTIONS } = require('../../api-server/dist/seed/demo-qa-content.js');

const LENGTH = 5000;
const IDLE_SECONDS = 2;
const mb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

// The demo questions and answers, as many as make 5,000 characters.
const bodies = DEMO_QUESTIONS.flatMap((q) => [q.title, q.body, ...(q.answers ?? []).map((a) => a.body)]);
let text = '';
for (let i = 0; text.length < LENGTH; i++) text += bodies[i % bodies.length] + '\n';
text = text.slice(0, LENGTH);

const timed = async (pool) => {
  const start = performance.now();
  await pool.read([text]);
  return Math.round(performance.now() - start);
};

const pool = createReadingPool({ idleSeconds: IDLE_SECONDS });
const rssBefore = mb();
const coldMs = await timed(pool);
const rssLoaded = mb();
const warm = [];
for (let i = 0; i < 5; i++) warm.push(await timed(pool));
const rssDuring = mb();
await sleep(IDLE_SECONDS * 1000 + 1000);
const rssAfter = mb();
// The allocator gives the freed pages back over the next seconds.
await sleep(10_000);
const rssSettled = mb();
console.log(
  JSON.stringify(
    { characters: text.length, coldMs, warmMs: warm, rssMb: { before: rssBefore, afterColdRead: rssLoaded, afterWarmReads: rssDuring, afterIdleStop: rssAfter, tenSecondsLater: rssSettled }, runningAfterIdle: pool.isRunning() },
    null,
    2,
  ),
);
await pool.close();
