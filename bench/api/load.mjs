// One load scenario with autocannon: a short warm-up (discarded), then the measured run. Every
// response's time is kept so p95 can be computed too (autocannon's own percentiles skip p95).
import autocannon from 'autocannon';
import { percentile } from '../lib/stats.mjs';

function fire({ url, nextPath, headers, connections, seconds, onResponse }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        // A fresh path for every request (random ids, rotating keywords).
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath(), headers: { ...request.headers, ...headers } }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (onResponse) instance.on('response', onResponse);
  });
}

/**
 * Runs `nextPath()` requests (with `headers`, e.g. a reader's Authorization) against `url` with
 * `connections` connections: `warmup` seconds discarded, then `seconds` measured. Returns req/s and
 * latency percentiles in ms.
 */
export async function loadScenario({ url, nextPath, headers = {}, connections = 50, seconds = 10, warmup = 2 }) {
  if (warmup > 0) await fire({ url, nextPath, headers, connections, seconds: warmup });
  const times = [];
  const result = await fire({ url, nextPath, headers, connections, seconds, onResponse: (_client, _status, _bytes, ms) => times.push(ms) });
  times.sort((a, b) => a - b);
  return {
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
