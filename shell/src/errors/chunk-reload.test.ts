import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

beforeEach(() => sessionStorage.clear());

describe('isChunkLoadError', () => {
  it.each([
    Object.assign(new Error('Loading chunk 921 failed.'), { name: 'ChunkLoadError' }),
    new Error('Loading CSS chunk 202 failed.\n(/202.css)'),
    new TypeError('Failed to fetch dynamically imported module: https://example.jp/x.js'),
    new TypeError('Importing a module script failed.'),
  ])('knows %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('render failed'), new TypeError('x is undefined'), 'Loading chunk', null, undefined])('ignores %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('reloadOnceForChunkError', () => {
  it('reloads, then not again within 60 s, then again after', () => {
    const reload = jest.fn();
    const t0 = 1_700_000_000_000;
    expect(reloadOnceForChunkError(reload, t0)).toBe(true);
    expect(reloadOnceForChunkError(reload, t0 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(reload, t0 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('remembers the reload in sessionStorage, which survives the reload it guards', () => {
    const reload = jest.fn();
    reloadOnceForChunkError(reload, 5_000_000);
    // A fresh page (new module state) still sees the timestamp.
    expect(reloadOnceForChunkError(reload, 5_000_000 + 1_000, window.sessionStorage)).toBe(false);
    expect(Object.values({ ...sessionStorage })).toContain('5000000');
  });

  it('the guard is 60 seconds (docs/product.md#business-constants)', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
  });
});
