// Where each remote's build is served on this server: the places the shell falls back to when
// remotes.json does not list a remote.
export const REMOTES = [
  { name: 'mf_public', folder: 'mf-public', prefix: '/mf/public/' },
  { name: 'mf_member', folder: 'mf-member', prefix: '/mf/member/' },
  { name: 'mf_expert', folder: 'mf-expert', prefix: '/mf/expert/' },
  { name: 'mf_admin', folder: 'mf-admin', prefix: '/mf/admin/' },
];

export type LocalRemote = (typeof REMOTES)[number];

/**
 * The remote this server holds at `url` (a remotes.json entry, relative or absolute), or undefined
 * for one served from elsewhere: the one rule by which the preload hints and the server rendering
 * know the remotes they may read from the disk.
 */
export function localRemote(url: string | URL, siteUrl: string): LocalRemote | undefined {
  const resolved = new URL(url, siteUrl);
  if (resolved.origin !== new URL(siteUrl).origin) return undefined;
  return REMOTES.find((r) => resolved.pathname.startsWith(r.prefix));
}

/** remotes.json's entries over these defaults (the shell's own rule, shell/src/config/startup-files.ts). */
export function withDefaultRemotes(listed: unknown): Record<string, string> {
  const out: Record<string, string> = Object.fromEntries(REMOTES.map((r) => [r.name, `${r.prefix}mf-manifest.json`]));
  if (typeof listed === 'object' && listed !== null) {
    for (const r of REMOTES) {
      const url = (listed as Record<string, unknown>)[r.name];
      if (typeof url === 'string' && url !== '') out[r.name] = url;
    }
  }
  return out;
}
