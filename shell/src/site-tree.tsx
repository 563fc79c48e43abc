// The site's React tree, one definition for the browser (createRoot or hydrateRoot) and the server
// (prerender): hydration needs both sides to draw the same tree, down to React's useId values.
import type { ReactNode } from 'react';
import { MantineProvider, PageDataContext, theme, type PageDataSource } from '@hiroba/shared-ui';
import { App } from './app';
import { DrawnTaxonomy, type TaxonomyLists } from './taxonomy/taxonomy-store';

/** `taxonomy`: the footer's lists of a page drawn on the server (both draws of it), else null. */
export function siteTree(router: (app: ReactNode) => ReactNode, pageData: PageDataSource | null, taxonomy: TaxonomyLists | null = null): ReactNode {
  return (
    <MantineProvider theme={theme}>
      <PageDataContext value={pageData}>
        <DrawnTaxonomy value={taxonomy}>{router(<App />)}</DrawnTaxonomy>
      </PageDataContext>
    </MantineProvider>
  );
}
