// The site's React tree, one definition for the browser (createRoot or hydrateRoot) and the server
// (prerender): hydration needs both sides to draw the same tree, down to React's useId values.
import type { ReactNode } from 'react';
import { DrawnFurigana, FURIGANA_OFF, MantineProvider, PageDataContext, theme, type Furigana, type PageDataSource } from '@hiroba/shared-ui';
import { App } from './app';
import { DrawnTaxonomy, type TaxonomyLists } from './taxonomy/taxonomy-store';

/** What a page drawn on the server was drawn with, given to both draws of it (none: drawn in the browser). */
export interface DrawnPage {
  /** The footer's lists. */
  taxonomy: TaxonomyLists | null;
  /** ふりがな as the reader's cookie had it, with the fixed text's mapper. */
  furigana: Furigana;
}

export function siteTree(router: (app: ReactNode) => ReactNode, pageData: PageDataSource | null, drawn: DrawnPage = { taxonomy: null, furigana: FURIGANA_OFF }): ReactNode {
  return (
    <MantineProvider theme={theme}>
      <PageDataContext value={pageData}>
        <DrawnFurigana value={drawn.furigana}>
          <DrawnTaxonomy value={drawn.taxonomy}>{router(<App />)}</DrawnTaxonomy>
        </DrawnFurigana>
      </PageDataContext>
    </MantineProvider>
  );
}
