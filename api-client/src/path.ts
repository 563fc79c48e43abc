// Endpoints are written with their literal path ('api/v1/users/{id}', as docs/product.md#calls lists
// them) so a backend test can read the endpoint files as text and check every path against the
// OpenAPI document.

export type PathParams = Record<string, string | number>;

/** Fills each `{name}` placeholder of `template` with its URI-encoded value. */
export function path(template: string, params: PathParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new Error(`path(): no value for {${name}} in ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}
