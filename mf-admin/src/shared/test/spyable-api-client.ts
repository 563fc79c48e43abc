// api-client's `api` groups are ES module namespaces, whose functions jest.spyOn cannot replace.
// Tests mock the package with this: everything real, but each group copied into a plain object so
// `jest.spyOn(api.tags, 'list')` works. Use in a test file:
//   jest.mock('@hiroba/api-client', () => jest.requireActual('<path>/spyable-api-client').spyableApiClient());
export function spyableApiClient(): Record<string, unknown> {
  const actual = jest.requireActual('@hiroba/api-client') as Record<string, unknown> & { api: Record<string, object> };
  const api = Object.fromEntries(Object.entries(actual.api).map(([group, calls]) => [group, { ...calls }]));
  return { ...actual, api };
}
