import type { RunningSite } from './site-server';

export default async function globalTeardown(): Promise<void> {
  const site = (globalThis as { __SITE__?: RunningSite }).__SITE__;
  await site?.stop();
}
