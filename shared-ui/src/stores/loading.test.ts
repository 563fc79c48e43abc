import { LOADING_BAR, loading, useLoading } from './loading';

beforeEach(() => useLoading.setState({ active: 0 }));

describe('loading', () => {
  it('has the constants of docs/product.md#business-constants', () => {
    expect(LOADING_BAR).toEqual({ durationMs: 5000, throttleMs: 200, hideDelayMs: 500 });
  });

  it('counts overlapping work and never goes below zero', async () => {
    loading.start();
    const tracked = loading.track(Promise.resolve('x'));
    expect(useLoading.getState().active).toBe(2);
    await expect(tracked).resolves.toBe('x');
    loading.finish();
    loading.finish();
    expect(useLoading.getState().active).toBe(0);
  });

  it('track() finishes when the work fails', async () => {
    await expect(loading.track(Promise.reject(new Error('失敗')))).rejects.toThrow('失敗');
    expect(useLoading.getState().active).toBe(0);
  });
});
