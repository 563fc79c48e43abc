// The kinds of item with a page of their own (@hiroba/contract/fields CONTENT_KINDS): search fields,
// reactions, views, public caches and page heads are written once for all of them.
import type { ContentKind, Endpoint } from '@hiroba/contract';
import { endpoints } from '@hiroba/contract/endpoints';
import type { PageName } from '@hiroba/contract/routes';

/** Each kind's page, and the call the browser reads its article with (the page names it when it counted the view). */
export const CONTENT_PAGES = {
  question: { page: 'question-detail', read: endpoints.questions.get },
  column: { page: 'column-detail', read: endpoints.columns.get },
} as const satisfies Record<ContentKind, { page: PageName; read: Endpoint }>;
