// Who may call a route: declared once per route as data (`config.access`), enforced by one hook
// (plugins/access.ts) before the body is read, and read by the permission table test. Finer rules
// about one object (is it yours?) live in policy/rules.ts and are applied by the services.
import type { Role } from '@hiroba/contract';

export type Access =
  /** Visitors too. */
  | 'anyone'
  /** Any signed-in member, whatever the role. */
  | 'signed-in'
  /** Only these roles; `message` tells the others why (default: アクセス権限がありません。). */
  | { roles: readonly Role[]; message?: string };

export const ADMIN_ONLY: Access = { roles: ['admin'] };

export const ACCESS_DENIED = 'アクセス権限がありません。';

/** The status a caller gets before the handler runs: null when they may go on. */
export function accessVerdict(access: Access, role: Role | null): null | { status: 401 } | { status: 403; message: string } {
  if (access === 'anyone') return null;
  if (role === null) return { status: 401 };
  if (access === 'signed-in' || access.roles.includes(role)) return null;
  return { status: 403, message: access.message ?? ACCESS_DENIED };
}
