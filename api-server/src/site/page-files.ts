// Every file a page will load, read from the builds (docs/server-rendering.md#preload-hints): the
// shell's bootstrap and the shared modules it provides (its mf-manifest.json and page-assets.json), and the route's remote:
// its mf-manifest.json, remoteEntry.js, its exposed ./App and the page's own chunks
// (page-assets.json, written by the build). The first response names them all, so the browser
// fetches them at once instead of finding each when the one before has run.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, localRemote } from './remote-folders';

/**
 * A stylesheet: its URL, and its name as its build knows it (relative to the app's folder). A
 * remote's webpack runtime looks for a `<link>` by that name before it adds its own, so the page's
 * link carries it (`data-href`) and the file is not asked for twice.
 */
export interface StyleFile {
  href: string;
  name: string;
}

export interface PageFiles {
  /** Stylesheets the drawn page needs before it is shown. */
  styles: StyleFile[];
  scripts: string[];
  /** JSON the federation runtime fetches (remote manifests). */
  fetches: string[];
}

interface Assets {
  js: { sync: string[] };
  css: { sync: string[] };
}
interface Manifest {
  shared: Array<{ name?: string; assets: Assets }>;
  exposes: Array<{ path: string; assets: Assets }>;
  metaData: { remoteEntry: { name: string; path: string } };
}

/** A file of an app's build: `prefix` is the app's URL folder, `name` the file within it. */
interface BuildFile {
  prefix: string;
  name: string;
}

function byKind(files: BuildFile[]) {
  const urls = new Map(files.map((f) => [f.prefix + f.name, f]));
  const of = (ending: string) => [...urls].filter(([url]) => url.endsWith(ending));
  return {
    styles: of('.css').map(([href, { name }]) => ({ href, name })),
    scripts: of('.js').map(([url]) => url),
  };
}

/** A build file, or null when it is missing or not JSON: the hints are a help, never a reason to fail a page. */
function readJson<T>(file: string): T | null {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
  } catch {
    return null;
  }
}

const isManifest = (value: Manifest | null): value is Manifest =>
  Array.isArray(value?.shared) && Array.isArray(value?.exposes) && typeof value?.metaData?.remoteEntry?.name === 'string';

function readManifest(file: string): Manifest | null {
  const manifest = readJson<Manifest>(file);
  return isManifest(manifest) ? manifest : null;
}

/** Reads the builds once (they change only with a new release, which restarts the server). */
export function loadPageFiles(webRoot: string, siteUrl: string) {
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const shellManifest = readManifest(path.join(shellDist, 'mf-manifest.json'));
  const shellGroups = readJson<Record<string, string[]>>(path.join(shellDist, 'page-assets.json')) ?? {};
  // The shared modules' chunks. page-assets.json names the chunks of the shell's provider of each
  // module, with those split off it (shared-ui's Mantine); the manifest names the provider's chunk and
  // also the one the shell would fall back to if another app provided the module instead (react-dom
  // sits in both), which the page never loads. The manifest is the fallback for a module
  // page-assets.json does not know.
  const sharedFiles = (shellManifest?.shared ?? []).flatMap((s) => (s.name && shellGroups[`shared:${s.name}`]) || s.assets.js.sync);
  const sharedGroups = Object.entries(shellGroups).filter(([name]) => name.startsWith('shared:')).flatMap(([, files]) => files);
  const sharedScripts = [...sharedFiles, ...sharedGroups].filter((f) => f.endsWith('.js'));
  const shellFiles = [...(shellGroups.bootstrap ?? []), ...sharedScripts].map((name) => ({ prefix: '/', name }));

  const remotes = new Map(
    REMOTES.map(({ folder, prefix }) => {
      const dist = path.join(webRoot, folder, 'dist');
      return [prefix, { manifest: readManifest(path.join(dist, 'mf-manifest.json')), groups: readJson<Record<string, string[]>>(path.join(dist, 'page-assets.json')) ?? {} }];
    }),
  );

  /** The files of page `page` drawn by the remote whose browser manifest is at `manifestUrl` (as remotes.json says). */
  return function pageFiles(page: string, manifestUrl: string): PageFiles {
    const files = [...shellFiles];
    const fetches: string[] = [];
    const prefix = localRemote(manifestUrl, siteUrl)?.prefix;
    const remote = prefix ? remotes.get(prefix) : undefined;
    // A remote served from elsewhere is found by the runtime as before.
    if (prefix && remote?.manifest) {
      const { manifest, groups } = remote;
      const app = manifest.exposes.find((e) => e.path === './App');
      const own = [
        path.posix.join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name),
        ...(app ? [...app.assets.js.sync, ...app.assets.css.sync] : []),
        ...(groups[`page-${page}`] ?? []),
      ];
      files.push(...own.map((name) => ({ prefix, name })));
      fetches.push(manifestUrl);
    }
    return { ...byKind(files), fetches };
  };
}
