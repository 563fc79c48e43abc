// Start of the site: read /config.json and /remotes.json (no-store), put the config in shared-ui's
// runtime-config store (the shell's parts and every page read it there), register the four remotes
// with the federation runtime, point the api-client at the API, start analytics if configured, and
// render MantineProvider once for the shell and every remote.
import '@hiroba/shared-ui/src/styles';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { MantineProvider, setRuntimeConfig, theme } from '@hiroba/shared-ui';
import { configureApi } from '@hiroba/api-client';
import { startAnalytics } from './analytics/analytics';
import { App } from './app';
import { loadStartupFiles } from './config/startup-files';
import { registerRemoteManifests } from './remotes/remote-registry';

async function start(): Promise<void> {
  const files = await loadStartupFiles();
  // Before the first render, so no page ever sees the defaults in place of the server's values.
  const config = setRuntimeConfig(files.config);
  configureApi({ baseUrl: config.apiBaseUrl });
  registerRemoteManifests(files.remotes);
  startAnalytics(config.gaMeasurementId);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <MantineProvider theme={theme}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </MantineProvider>,
  );
}

void start();
