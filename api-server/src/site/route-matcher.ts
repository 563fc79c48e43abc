// Answers "is this a page of the site?" from shell/dist/route-table.json, the same table the shell
// routes with: React Router patterns (`:name`, optional `:name?`) with optional allowed values.
export interface RouteEntry {
  path: string;
  params?: Record<string, string[]>;
}

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string; optional: boolean };

function compile(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (!part.startsWith(':')) return { kind: 'static', value: part };
      const optional = part.endsWith('?');
      return { kind: 'param', name: part.slice(1, optional ? -1 : undefined), optional };
    });
}

function matches(segments: Segment[], parts: string[], allowed: Record<string, string[]> | undefined): boolean {
  if (parts.length > segments.length) return false;
  return segments.every((segment, i) => {
    const part = parts[i];
    if (segment.kind === 'static') return part === segment.value;
    if (part === undefined) return segment.optional;
    const values = allowed?.[segment.name];
    return !values || values.includes(part);
  });
}

/** A function telling whether a URL path (still percent-encoded, query allowed) is a page. */
export function createRouteMatcher(routes: RouteEntry[]): (urlPath: string) => boolean {
  const compiled = routes.map((r) => ({ segments: compile(r.path), params: r.params }));
  return (urlPath) => {
    let parts: string[];
    try {
      // Trailing slashes are tolerated: /column/ is /column.
      parts = urlPath.split('?')[0].split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      return false; // malformed percent-encoding
    }
    return compiled.some((route) => matches(route.segments, parts, route.params));
  };
}
