// One automatic retry before a remote's fallback: a remote whose manifest or entry failed once (a
// dropped connection, a 503 while a server restarts) is registered again, which makes the runtime
// forget the failed request, and loaded once more after a moment. The slot's own timeout still bounds
// both tries (docs/stack.md#a-hanging-remote-never-fails-by-itself), and a second failure shows the
// fallback with its 再読み込み. Written here rather than taken from @module-federation/retry-plugin:
// the registry's only release of it (0.17) is built for the 0.x runtime with its own copy of the SDK
// (bytes on every first visit), and retries the manifest and the entry each up to three times.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const RETRY_DELAY_MS = 1000;

export function retryOncePlugin({ delayMs = RETRY_DELAY_MS } = {}): ModuleFederationRuntimePlugin {
  /** Loads being tried again: their second failure is final. */
  const retrying = new Set<string>();
  return {
    name: 'hiroba-retry-once',
    async errorLoadRemote({ id, lifecycle, remote, origin }) {
      // 'onLoad' is the failure of a whole load; an answer to the earlier lifecycles would stand in
      // for the manifest or the request itself.
      if (lifecycle !== 'onLoad' || retrying.has(id)) return undefined;
      const registered = origin.options.remotes.find((r) => r.name === remote?.name);
      if (!registered) return undefined;
      retrying.add(id);
      try {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        origin.registerRemotes([{ ...registered }], { force: true });
        return await origin.loadRemote(id);
      } finally {
        retrying.delete(id);
      }
    },
  };
}
