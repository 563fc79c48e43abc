// shell/src/route-table.json must match the RouteTableEntry type of src/remote-contract.ts: the
// shell, the remotes and the server all read it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LAYOUT_NAMES, REMOTE_NAMES, ROUTE_GUARDS, type RouteTable } from '../src/remote-contract';

const table = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'shell', 'src', 'route-table.json'), 'utf8'),
) as RouteTable;

describe('route-table.json follows the remote contract', () => {
  it.each(table.routes.map((r) => [r.path, r] as const))('%s', (_, route) => {
    expect(route.path.startsWith('/')).toBe(true);
    expect(REMOTE_NAMES).toContain(route.remote);
    expect(LAYOUT_NAMES).toContain(route.layout);
    if (route.guard !== undefined) expect(ROUTE_GUARDS).toContain(route.guard);
    for (const [param, values] of Object.entries(route.params ?? {})) {
      expect(route.path).toContain(`:${param}`);
      expect(values.length).toBeGreaterThan(0);
    }
    const known = new Set(['path', 'remote', 'layout', 'guard', 'params']);
    expect(Object.keys(route).filter((k) => !known.has(k))).toEqual([]);
  });

  it('lists each path once', () => {
    const paths = table.routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
