// The site's React tree, one definition for the browser (createRoot or hydrateRoot) and the server
// (prerender): hydration needs both sides to draw the same tree, down to React's useId values.
import type { ReactNode } from 'react';
import { MantineProvider, PageDataContext, theme, type PageDataSource } from '@hiroba/shared-ui';
import { App } from './app';

export function siteTree(router: (app: ReactNode) => ReactNode, pageData: PageDataSource | null): ReactNode {
  return (
    <MantineProvider theme={theme}>
      <PageDataContext value={pageData}>{router(<App />)}</PageDataContext>
    </MantineProvider>
  );
}
