// Shortcuts for tests that are not about signing in: get a token from the API and store it the way
// the site does (localStorage keys token and user, spec section 3).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';
import { ADMIN, DEMO_PASSWORD } from './site-server';

export const DEMO = {
  free: 'demo-free@example.jp',
  paid: 'demo-paid@example.jp',
  expert: 'demo-expert@example.jp',
} as const;

export interface SignedIn {
  token: string;
  user: { id: number; role: string };
}

export async function apiSignIn(email: string, password: string): Promise<SignedIn> {
  const res = await fetch(`${baseUrl()}/api/v1/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign_in ${email} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { data: SignedIn };
  return body.data;
}

export function signInAs(who: keyof typeof DEMO | 'admin'): Promise<SignedIn> {
  return who === 'admin' ? apiSignIn(ADMIN.email, ADMIN.password) : apiSignIn(DEMO[who], DEMO_PASSWORD);
}

/** Puts a session into the page's storage (the page must already be on the site's origin). */
export async function storeSession(page: Page, session: SignedIn): Promise<void> {
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
}

/**
 * The newest mail to `to` in the outbox under DATA_DIR (the embedded default mailer). A job delivers
 * mail after the request has answered, so this waits up to `timeoutMs` for one to arrive.
 */
export async function latestMailTo(to: string, timeoutMs = 10_000): Promise<{ subject: string; text: string } | undefined> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .sort()
          .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; subject: string; text: string })
          .filter((m) => m.to === to)
      : [];
    if (mails.length > 0 || Date.now() > deadline) return mails[mails.length - 1];
    await sleep(100);
  }
}
