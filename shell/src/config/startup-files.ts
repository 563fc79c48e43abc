// /config.json and /remotes.json are read at every start with `cache: 'no-store'`: the server fills
// config.json from its environment, and remotes.json is how a remote moves without a shell rebuild.
import { REMOTE_NAMES, type RemotesManifest, type RuntimeConfig } from '@hiroba/shared-ui';

/** Used field by field when config.json is missing or incomplete, so the site still starts. */
export const DEFAULT_CONFIG: RuntimeConfig = {
  apiBaseUrl: '/',
  gaMeasurementId: null,
  siteName: '障害福祉Q&Aひろば',
  operator: { name: '', representative: '', address: '', phone: '', email: '', companyUrl: '' },
  plan: { priceJpy: 550 },
  stripePublishableKey: null,
};

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

export function mergeConfig(raw: unknown): RuntimeConfig {
  if (!isObject(raw)) return DEFAULT_CONFIG;
  return {
    ...DEFAULT_CONFIG,
    ...raw,
    operator: { ...DEFAULT_CONFIG.operator, ...(isObject(raw.operator) ? raw.operator : {}) },
    plan: { ...DEFAULT_CONFIG.plan, ...(isObject(raw.plan) ? raw.plan : {}) },
  } as RuntimeConfig;
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

/** Both files in parallel; never rejects. */
export async function loadStartupFiles(): Promise<{ config: RuntimeConfig; remotes: RemotesManifest }> {
  const [config, remotes] = await Promise.all([readJson('/config.json'), readJson('/remotes.json')]);
  return { config: mergeConfig(config), remotes: readRemotes(remotes) };
}
