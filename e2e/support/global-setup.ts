// One site for the whole browser run; tests read its address from the environment.
import { startSite } from './site-server';

export default async function globalSetup(): Promise<void> {
  const site = await startSite();
  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_DATA_DIR = site.dataDir;
  (globalThis as { __SITE__?: unknown }).__SITE__ = site;
}
