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
    expect(reading.server).toBe(reading.load);
    expect(reading.load).toBeGreaterThan(0);
    expect(Object.values(reading.postgres).every((seconds) => seconds >= 0)).toBe(true);
  });
});
