// The API from Node, for arranging what a test needs. Each caller names the client address its
// requests come from: the site trusts this machine as its proxy (TRUST_PROXY=127.0.0.1, as behind
// nginx) and reads it from X-Forwarded-For, so per-address rate limits count every test apart, the way they count
// people apart in production, instead of one budget shared by the whole run.
import { randomInt } from 'node:crypto';

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through e2e/jest.config.js');
  return url;
}

/** A client address of its own (10.0.0.0/8, never the 127.0.0.1 of the machine). */
export const newAddress = (): string => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export interface CallOptions {
  address: string;
  token?: string;
  body?: unknown;
}

/** Calls /api/v1 and returns the `data` of the answer; any status but 2xx throws with the body. */
export async function callApi<T>(method: string, path: string, { address, token, body }: CallOptions): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers: {
      'x-forwarded-for': address,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.status === 204 ? (undefined as T) : ((await res.json()) as { data: T }).data;
}
