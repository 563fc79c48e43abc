import { cpuPerRequest, cpuReading } from '../api/cpu-time.mjs';

describe('CPU time per request (cpu-time.mjs)', () => {
  it('divides what each clock moved by the requests answered, in µs', () => {
    const before = { server: 10, postgres: { 7: 4, 8: 1 }, load: 2 };
    const after = { server: 10.5, postgres: { 7: 4.25, 9: 0.1 }, load: 2.1 };
    // Process 8 ended (its time is lost), 9 started during the run (counted from zero).
    expect(cpuPerRequest(before, after, 1000)).toEqual({ server_us: 500, postgres_us: 350, load_us: 100 });
  });

  it('gives nothing without two readings or without a request', () => {
    const reading = { server: 1, postgres: {}, load: 1 };
    expect(cpuPerRequest(null, reading, 10)).toBeNull();
    expect(cpuPerRequest(reading, reading, 0)).toBeNull();
  });

  it('reads this process as both server and load generator where /proc exists', () => {
    const reading = cpuReading(process.pid);
    if (reading === null) return expect(process.platform).not.toBe('linux');
    // The same clock read twice, a moment apart (the PostgreSQL scan runs between): it may have moved
    // on by a tick or so (failed once in CI as 3.7 against 3.71), never gone back.
    expect(reading.server).toBeGreaterThan(0);
    expect(reading.load).toBeGreaterThanOrEqual(reading.server);
    expect(reading.load - reading.server).toBeLessThan(0.5);
    expect(Object.values(reading.postgres).every((seconds) => seconds >= 0)).toBe(true);
  });
});
