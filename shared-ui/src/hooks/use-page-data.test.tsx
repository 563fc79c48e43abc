import { act, renderHook, waitFor } from '@testing-library/react';
import { useLoading } from '../stores/loading';
import { PAGE_DATA_MIN_DELAY_MS, usePageData } from './use-page-data';

beforeEach(() => {
  jest.useFakeTimers();
  useLoading.setState({ active: 0 });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('usePageData', () => {
  it('holds a fast answer until the 200 ms minimum, counting on the loading bar meanwhile', async () => {
    expect(PAGE_DATA_MIN_DELAY_MS).toBe(200);
    const load = jest.fn(async () => 'ready');
    const { result } = renderHook(() => usePageData(load, []));

    expect(result.current.loading).toBe(true);
    expect(useLoading.getState().active).toBe(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PAGE_DATA_MIN_DELAY_MS - 1);
    });
    expect(result.current.loading).toBe(true);
    expect(result.current.data).toBeUndefined();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(result.current).toMatchObject({ data: 'ready', error: null, loading: false });
    expect(useLoading.getState().active).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for a slow answer beyond the minimum', async () => {
    const { result } = renderHook(() =>
      usePageData(() => new Promise<number>((resolve) => setTimeout(() => resolve(42), 1000)), []),
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(999);
    });
    expect(result.current.loading).toBe(true);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(result.current.data).toBe(42);
  });

  it('aborts the previous load when deps change and ignores its late answer', async () => {
    const signals: AbortSignal[] = [];
    const { result, rerender } = renderHook(({ id }) =>
      usePageData(
        (signal) => {
          signals.push(signal);
          return new Promise<string>((resolve) => setTimeout(() => resolve(`item ${id}`), id === 1 ? 500 : 50));
        },
        [id],
      ),
      { initialProps: { id: 1 } },
    );
    rerender({ id: 2 });
    expect(signals[0].aborted).toBe(true);
    expect(signals[1].aborted).toBe(false);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(result.current.data).toBe('item 2');
    expect(useLoading.getState().active).toBe(0);
  });

  it('aborts on unmount', () => {
    let seen: AbortSignal | undefined;
    const { unmount } = renderHook(() =>
      usePageData((signal) => {
        seen = signal;
        return new Promise(() => undefined);
      }, []),
    );
    unmount();
    expect(seen?.aborted).toBe(true);
  });

  it('reports a failure as error (after the minimum too) and loads again on reload()', async () => {
    const failure = Object.assign(new Error('見つかりません'), { status: 404 });
    const load = jest.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce('second try');
    const { result } = renderHook(() => usePageData(load, []));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PAGE_DATA_MIN_DELAY_MS);
    });
    expect(result.current).toMatchObject({ data: undefined, error: failure, loading: false });

    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PAGE_DATA_MIN_DELAY_MS);
    });
    await waitFor(() => expect(result.current).toMatchObject({ data: 'second try', error: null, loading: false }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
