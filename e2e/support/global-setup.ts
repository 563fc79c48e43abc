// One site for the whole browser run; tests read its address, data folder and the setup sessions
// (an admin who gives roles, the seeded experts) from the environment.
import { signInSetupSessions } from './people';
import { startSite } from './site-server';

export default async function globalSetup(): Promise<void> {
  const site = await startSite();
  (globalThis as { __SITE__?: unknown }).__SITE__ = site;
  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_DATA_DIR = site.dataDir;
  process.env.E2E_SETUP_SESSIONS = await signInSetupSessions();
}
