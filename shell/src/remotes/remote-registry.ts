// The four remotes are registered at run time from /remotes.json (never baked into the build), so a
// remote moves to a new version or host by editing that file. Loading has its own timeout: a hanging
// mf-manifest.json never fails by itself (docs/stack.md#a-hanging-remote-never-fails-by-itself).
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotesManifest } from '@hiroba/shared-ui';

export const REMOTE_TIMEOUT_MS = 8000;

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`${remote}/App could not be loaded: ${reason}`);
    this.name = 'RemoteLoadError';
  }
}

let manifests: Partial<RemotesManifest> = {};
const loaded = new Map<RemoteName, ComponentType>();

/** With `force`, replaces remotes registered before (and forgets the apps they gave). */
export function registerRemoteManifests(next: RemotesManifest, { force = false } = {}): void {
  manifests = { ...next };
  const remotes = Object.entries(manifests).map(([name, entry]) => ({ name, entry: entry as string }));
  if (!force) return registerRemotes(remotes);
  loaded.clear();
  registerRemotes(remotes, { force });
}

/**
 * Whether the page's first response named this remote's files (preload hints). A retry must then
 * reload the page: the browser answers a new request for a preloaded file with the preload, even
 * one still hanging, so loading in place could wait forever.
 */
export function preloadedByPage(name: RemoteName, doc: Document = document): boolean {
  const entry = manifests[name];
  if (!entry) return false;
  const folder = new URL('.', new URL(entry, doc.baseURI)).href;
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="stylesheet"]')].some((link) => link.href.startsWith(folder));
}

/** The remote's App if it has already loaded in this visit (navigation inside a remote is instant). */
export function loadedRemoteApp(name: RemoteName): ComponentType | undefined {
  return loaded.get(name);
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Loads `<name>/App`. With `retry`, the remote is registered again first, which makes the runtime
 * forget a failed or still-hanging manifest/remoteEntry request and fetch it anew.
 */
export async function loadRemoteApp(name: RemoteName, { retry = false, timeoutMs = REMOTE_TIMEOUT_MS } = {}): Promise<ComponentType> {
  const cached = loaded.get(name);
  if (cached) return cached;
  const entry = manifests[name];
  if (!entry) throw new RemoteLoadError(name, 'not listed in remotes.json');
  if (retry) registerRemotes([{ name, entry }], { force: true });
  const mod = await withTimeout(
    loadRemote<{ default?: ComponentType }>(`${name}/App`),
    timeoutMs,
    () => new RemoteLoadError(name, `no answer within ${timeoutMs} ms`),
  );
  if (!mod?.default) throw new RemoteLoadError(name, 'the module has no default export');
  loaded.set(name, mod.default);
  return mod.default;
}
