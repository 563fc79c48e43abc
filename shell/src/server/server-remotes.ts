// Where the server finds each remote's server build: beside the browser build named in remotes.json
// (`<folder>/server/remoteEntry.js`), so moving a remote in remotes.json moves both. A remote this
// server holds itself is required from the disk, put where the federation runtime looks for a
// loaded container (a global named after the remote); one elsewhere is fetched and run by the
// node runtime plugin.
import type { RemoteName, RemotesManifest } from '@hiroba/shared-ui';
import { registerRemoteManifests } from '../remotes/remote-registry';

declare const __non_webpack_require__: NodeRequire;
type NodeRequire = (id: string) => unknown;

/** The server container's URL for a remote whose browser manifest is at `manifestUrl`. */
export function serverEntryUrl(manifestUrl: URL): URL {
  return new URL('server/remoteEntry.js', manifestUrl);
}

export function serverRemotes(origin: string, localContainer: (manifestUrl: URL) => string | null) {
  let registered = '';
  return {
    /** Registers remotes.json's remotes (again only when it changed). */
    use(listed: RemotesManifest): void {
      const key = JSON.stringify(listed);
      if (key === registered) return;
      const entries = {} as RemotesManifest;
      for (const [name, url] of Object.entries(listed) as [RemoteName, string][]) {
        const manifestUrl = new URL(url, origin);
        const file = localContainer(manifestUrl);
        if (file) {
          // The container is exported under the remote's name (library: commonjs-module).
          const exported = __non_webpack_require__(file) as Record<string, unknown>;
          (globalThis as Record<string, unknown>)[name] ??= exported[name] ?? exported;
          entries[name] = `file://${file}`;
        } else {
          entries[name] = serverEntryUrl(manifestUrl).href;
        }
      }
      registerRemoteManifests(entries, { force: registered !== '' });
      registered = key;
    },
  };
}
