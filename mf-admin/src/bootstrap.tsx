// Standalone mount, for working on this remote alone. The shell never runs this file: it loads
// ./App through module federation and provides Mantine, the router and the chrome itself.
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@hiroba/shared-ui';
import { MantineProvider, theme } from '@hiroba/shared-ui';
import App from './app';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <MantineProvider theme={theme}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </MantineProvider>,
  );
}
