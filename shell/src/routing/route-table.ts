// The route table (spec section 2) as the shell reads it: which remote draws a URL, in which layout,
// behind which guard. The same JSON is copied into dist for the server's 404 decisions.
import { matchPath } from '@hiroba/shared-ui';
import type { RouteTable, RouteTableEntry } from '@hiroba/shared-ui';
import table from '../route-table.json';

export interface RouteMatch {
  entry: RouteTableEntry;
  params: Record<string, string | undefined>;
}

export const routes = (table as RouteTable).routes;

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // a malformed escape stays as typed; it will simply not be an allowed value
  }
}

/**
 * The first entry (in table order, which lists fixed segments such as /column/search before
 * /column/:category) whose path and allowed param values fit `pathname`, or null.
 */
export function matchRoute(pathname: string, table: RouteTableEntry[] = routes): RouteMatch | null {
  for (const entry of table) {
    const match = matchPath({ path: entry.path, end: true }, pathname);
    if (!match) continue;
    const params: Record<string, string | undefined> = {};
    for (const [key, value] of Object.entries(match.params)) params[key] = value === undefined ? undefined : decode(value);
    const allowed = entry.params ?? {};
    if (Object.entries(allowed).every(([key, values]) => params[key] !== undefined && values.includes(params[key] as string))) {
      return { entry, params };
    }
  }
  return null;
}
