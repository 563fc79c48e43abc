// /sitemap.xml (public pages, approved experts, column categories, published columns and public
// questions with their last change) and /robots.txt pointing to it. One file holds at most 50,000
// URLs; the newest questions fill it (a sitemap index is the next step when the site outgrows that).
import { QUESTION_TYPES } from '@hiroba/contract';
import { pagePath } from '@hiroba/contract/routes';
import type { FastifyInstance } from 'fastify';
import { itemPath } from '@hiroba/contract/items';
import { canonicalType } from '../qa/qa-type';

export const PUBLIC_PAGES = [
  pagePath('top'),
  pagePath('question-list'),
  ...QUESTION_TYPES.map((type) => pagePath('question-type', { type })),
  pagePath('column-list'),
  pagePath('expert-list'),
  pagePath('about'),
  pagePath('contact'),
  pagePath('sign-up-intro'),
  pagePath('become-an-expert'),
  pagePath('crowdfunding-supporters'),
  pagePath('terms-of-service'),
  pagePath('privacy-policy'),
  pagePath('specific-trade-law'),
];
export const SITEMAP_MAX_QUESTIONS = 40_000;
export const SITEMAP_MAX_COLUMNS = 5_000;
// Private areas are useless to a search engine; the API answers JSON.
const DISALLOW = ['/api/', '/my-page', '/admin', '/paid-member-register'];

const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

function urlEntry(loc: string, lastmod?: string): string {
  return `<url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
}

export function registerSitemapRoutes(app: FastifyInstance): void {
  const { config, services } = app.ctx;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [questions, experts, columns, categories] = await Promise.all([
      services.questions.forSitemap(SITEMAP_MAX_QUESTIONS),
      services.experts.forSitemap(),
      services.columns.forSitemap(SITEMAP_MAX_COLUMNS),
      services.categories.list({ status: 'published', per: 'all' }, null),
    ]);
    const entries = [
      ...PUBLIC_PAGES.map((p) => urlEntry(config.siteUrl + p)),
      ...experts.map((e) => urlEntry(config.siteUrl + pagePath('expert-detail', { expertInfoId: e.id }), e.updated_at)),
      ...categories.data.map((c) => urlEntry(config.siteUrl + pagePath('column-category', { category: c.title }))),
      ...columns.map((c) => urlEntry(config.siteUrl + itemPath({ kind: 'column', id: c.id }), c.updated_at)),
      ...questions.map((q) => urlEntry(config.siteUrl + itemPath({ kind: 'question', id: q.id, qa_type: canonicalType(q.is_expert_question) }), q.updated_at)),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      // Search engines fetch it now and then; an hour old is fine and spares the database.
      .header('cache-control', 'public, max-age=3600')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(['User-agent: *', ...DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${config.siteUrl}/sitemap.xml`, ''].join('\n')),
  );
}
