// Who may call a route: declared once per call in the endpoint map (@hiroba/contract/endpoints,
// `access`), enforced by one hook (plugins/access.ts) before the body is read, and read by the
// permission table test. Finer rules about one object (is it yours?) live in policy/rules.ts and are
// applied by the services.
import type { Access, Role } from '@hiroba/contract';

export type { Access };

export const ACCESS_DENIED = 'アクセス権限がありません。';

/** The status a caller gets before the handler runs: null when they may go on. */
export function accessVerdict(access: Access, role: Role | null): null | { status: 401 } | { status: 403; message: string } {
  if (access === 'anyone') return null;
  if (role === null) return { status: 401 };
  if (access === 'signed-in' || access.roles.includes(role)) return null;
  return { status: 403, message: access.message ?? ACCESS_DENIED };
}
