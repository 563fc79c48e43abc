// The <head> of a column's page: schema.org Article JSON-LD (with the supervising expert as its
// reviewer when there is one) and the eye-catch as the link preview's picture, on the content
// module's head (content/page-head.ts).
import { itemPath } from '@hiroba/contract/items';
import { pagePath } from '@hiroba/contract/routes';
import { contentPageHead, SITE_NAME } from '../content/page-head';
import type { Queryable } from '../db/database';
import type { PageHead } from '../lib/html';
import { findColumnForPage } from './column-repository';

/** The published column's head, or null when it is not published (drafts are not for search engines). */
export async function columnPageHead(db: Queryable, id: number, siteUrl: string): Promise<PageHead | null> {
  const c = await findColumnForPage(db, id);
  if (!c) return null;
  const url = `${siteUrl}${itemPath({ kind: 'column', id: c.id })}`;
  const image = c.thumbnail ? { url: `${siteUrl}${c.thumbnail}`, alt: c.thumbnail_alt } : undefined;
  const organization = { '@type': 'Organization', name: SITE_NAME, url: `${siteUrl}/` };
  return contentPageHead({
    title: c.title,
    description: c.excerpt,
    url,
    image,
    jsonLd: {
      '@type': 'Article',
      headline: c.title,
      description: c.excerpt,
      datePublished: c.published_at,
      dateModified: c.updated_at,
      mainEntityOfPage: url,
      author: organization,
      publisher: organization,
      ...(image && { image: [image.url] }),
      ...(c.category_title && { articleSection: c.category_title }),
      ...(c.supervisor && {
        reviewedBy: {
          '@type': 'Person',
          name: c.supervisor.name,
          ...(c.supervisor.title && { jobTitle: c.supervisor.title }),
          url: `${siteUrl}${pagePath('expert-detail', { expertInfoId: c.supervisor.id })}`,
        },
      }),
    },
  });
}
