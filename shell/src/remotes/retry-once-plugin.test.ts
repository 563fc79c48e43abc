// The retry-once plugin on the real federation runtime: the remote's entry is answered by a stand-in
// (the runtime's loadEntry hook) that fails as often as a test says.
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { retryOncePlugin } from './retry-once-plugin';

const App = () => null;
/** A container whose ./App is `App`. */
const container = { init: async () => undefined, get: () => async () => ({ default: App }) };

// The runtime warns on every registration again, the retry's own included.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => (console.warn as jest.Mock).mockRestore());

let instances = 0;
/** A host with one remote whose entry fails `failures` times, then loads; `loads` counts the tries. */
function hostWithFlakyRemote(failures: number) {
  const tries = { loads: 0 };
  const flakyEntry: ModuleFederationRuntimePlugin = {
    name: 'flaky-entry',
    async loadEntry() {
      tries.loads += 1;
      if (tries.loads <= failures) throw new Error(`entry failed (${tries.loads})`);
      return container;
    },
  };
  instances += 1;
  const host = createInstance({
    name: `host_${instances}`,
    remotes: [{ name: `mf_flaky_${instances}`, entry: `http://localhost/mf/flaky-${instances}/remoteEntry.js` }],
    plugins: [retryOncePlugin({ delayMs: 0 }), flakyEntry],
  });
  return { tries, load: () => host.loadRemote<{ default: unknown }>(`mf_flaky_${instances}/App`) };
}

test('a remote that fails once is loaded on the one retry', async () => {
  const { tries, load } = hostWithFlakyRemote(1);
  expect((await load())?.default).toBe(App);
  expect(tries.loads).toBe(2);
});

test('a remote that fails twice fails with the second error, after one retry only', async () => {
  const { tries, load } = hostWithFlakyRemote(2);
  await expect(load()).rejects.toThrow('entry failed (2)');
  expect(tries.loads).toBe(2);
});

test('every load gets its own retry: the next load of a failed remote tries twice again', async () => {
  const { tries, load } = hostWithFlakyRemote(3);
  await expect(load()).rejects.toThrow('entry failed (2)');
  expect((await load())?.default).toBe(App);
  expect(tries.loads).toBe(4);
});

test('the retry waits a moment first', async () => {
  jest.useFakeTimers();
  try {
    const plugin = retryOncePlugin({ delayMs: 1000 });
    const origin = { options: { remotes: [{ name: 'mf_public', entry: 'http://localhost/mf/public/mf-manifest.json' }] }, registerRemotes: jest.fn(), loadRemote: jest.fn(async () => ({ default: App })) };
    const answer = plugin.errorLoadRemote!({ id: 'mf_public/App', error: new Error('503'), from: 'runtime', lifecycle: 'onLoad', remote: { name: 'mf_public' }, origin } as never);
    await jest.advanceTimersByTimeAsync(999);
    expect(origin.loadRemote).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual({ default: App });
    // Registered again first: the runtime forgets the failed manifest or entry.
    expect(origin.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_public', entry: 'http://localhost/mf/public/mf-manifest.json' }], { force: true });
  } finally {
    jest.useRealTimers();
  }
});
