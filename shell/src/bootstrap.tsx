// Start of the site: read /config.json and /remotes.json (no-store), register the four remotes with
// the federation runtime, point the api-client at the API, start analytics if configured, and render
// MantineProvider once for the shell and every remote.
import '@hiroba/shared-ui/src/styles';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@hiroba/shared-ui';
import { configureApi } from '@hiroba/api-client';
import { MantineProvider, theme } from '@hiroba/shared-ui';
import { startAnalytics } from './analytics/analytics';
import { App } from './app';
import { SiteConfigContext } from './config/site-config';
import { loadStartupFiles } from './config/startup-files';
import { registerRemoteManifests } from './remotes/remote-registry';

async function start(): Promise<void> {
  const { config, remotes } = await loadStartupFiles();
  configureApi({ baseUrl: config.apiBaseUrl });
  registerRemoteManifests(remotes);
  startAnalytics(config.gaMeasurementId);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <MantineProvider theme={theme}>
      <SiteConfigContext.Provider value={config}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </SiteConfigContext.Provider>
    </MantineProvider>,
  );
}

void start();
