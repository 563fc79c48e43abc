// One load scenario with autocannon: a short warm-up (discarded), then the measured run. Every
// response's time is kept so p95 can be computed too (autocannon's own percentiles skip p95).
import autocannon from 'autocannon';
import { percentile } from '../lib/stats.mjs';
import { cpuPerRequest } from './cpu-time.mjs';

function fire({ url, nextPath, nextBody, headers, connections, seconds, onResponse }) {
  const method = nextBody ? 'POST' : 'GET';
  const body = nextBody ? () => ({ body: JSON.stringify(nextBody()), headers: { ...headers, 'content-type': 'application/json' } }) : () => ({ headers });
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        // A fresh path (random ids, rotating keywords) and, for a write, a fresh body for every request.
        requests: [
          {
            method,
            setupRequest: (request) => {
              const extra = body();
              return { ...request, method, path: nextPath(), ...extra, headers: { ...request.headers, ...extra.headers } };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (onResponse) instance.on('response', onResponse);
  });
}

/**
 * Runs `nextPath()` requests (with `headers`, e.g. a reader's Authorization; POSTs of `nextBody()` when
 * given) against `url` with `connections` connections: `warmup` seconds discarded, then `seconds`
 * measured. Returns req/s and latency percentiles in ms, and with `readCpu` (cpu-time.mjs's reading)
 * the CPU µs one request cost the server, PostgreSQL and the load generator.
 */
export async function loadScenario({ url, nextPath, nextBody, headers = {}, connections = 50, seconds = 10, warmup = 2, readCpu }) {
  if (warmup > 0) await fire({ url, nextPath, nextBody, headers, connections, seconds: warmup });
  const times = [];
  const cpuBefore = readCpu?.();
  const result = await fire({ url, nextPath, nextBody, headers, connections, seconds, onResponse: (_client, _status, _bytes, ms) => times.push(ms) });
  const cpu = readCpu ? cpuPerRequest(cpuBefore, readCpu(), result.requests.total) : undefined;
  times.sort((a, b) => a - b);
  return {
    ...(cpu && { cpu }),
    connections,
    seconds,
    requests: result.requests.total,
    req_per_sec: round(result.requests.average),
    p50_ms: round(percentile(times, 50)),
    p95_ms: round(percentile(times, 95)),
    p99_ms: round(percentile(times, 99)),
    max_ms: round(times.at(-1) ?? 0),
    non_2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

const round = (n) => Math.round(n * 100) / 100;
