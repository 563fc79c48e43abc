// /config.json and /remotes.json are read at every start with `cache: 'no-store'`: the server fills
// config.json from its environment, and remotes.json is how a remote moves without a shell rebuild.
// This is the only place config.json is fetched (when the page does not carry it); its defaults and merge live in shared-ui's
// runtime-config store, which every page reads.
import { REMOTE_NAMES, type RemotesManifest } from '@hiroba/shared-ui';
import type { SiteState } from './site-state';

/** Where each remote is served when remotes.json cannot be read (the embedded server's layout). */
export const DEFAULT_REMOTES: RemotesManifest = {
  mf_public: '/mf/public/mf-manifest.json',
  mf_member: '/mf/member/mf-manifest.json',
  mf_expert: '/mf/expert/mf-manifest.json',
  mf_admin: '/mf/admin/mf-manifest.json',
};

async function readJson(url: string): Promise<unknown> {
  try {
    const res = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    return res.ok ? await res.json() : null;
  } catch {
    return null; // offline or not JSON: the defaults keep the site usable
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The four remotes' manifest URLs; a missing or empty entry keeps its default place. */
export function readRemotes(raw: unknown): RemotesManifest {
  const listed = isObject(raw) ? raw : {};
  const out = { ...DEFAULT_REMOTES };
  for (const name of REMOTE_NAMES) {
    const url = listed[name];
    if (typeof url === 'string' && url !== '') out[name] = url;
  }
  return out;
}

/**
 * Both files: as the server wrote them into the page (site-state.ts), else fetched in parallel;
 * never rejects. config is config.json as read (null when it could not be), for setRuntimeConfig()
 * to merge over the defaults.
 */
export async function loadStartupFiles(state: SiteState | null = null): Promise<{ config: unknown; remotes: RemotesManifest }> {
  if (state) return { config: state.config, remotes: readRemotes(state.remotes) };
  const [config, remotes] = await Promise.all([readJson('/config.json'), readJson('/remotes.json')]);
  return { config, remotes: readRemotes(remotes) };
}
