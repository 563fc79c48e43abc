// Standalone mount of a remote, for working on it alone (each remote's src/bootstrap.tsx). The shell
// never runs it: it loads ./App through module federation and provides Mantine, the router and the
// chrome itself. Lives here, not in the remotes, so the four remotes mount the same way.
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { MantineProvider } from './mantine';
import { theme } from './theme';

/** Renders App with the theme and a browser router into #root; answers null when the page has none. */
export function mountStandalone(App: ComponentType, container = document.getElementById('root')): Root | null {
  if (!container) return null;
  const root = createRoot(container);
  root.render(
    <MantineProvider theme={theme}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </MantineProvider>,
  );
  return root;
}
