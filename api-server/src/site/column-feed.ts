// /feed.xml: an Atom feed of the newest published columns (the `feed` package writes the XML). Each
// entry carries the clean body the page shows (columns/column-html.ts) with its links made absolute,
// so feed readers show the pictures, and starts with the やさしい日本語の要約 when the column has one.
// Every page's <head> links it (html-document.ts).
import { pagePath } from '@hiroba/contract/routes';
import type { FastifyInstance } from 'fastify';
import { Feed } from 'feed';
import { itemPath } from '@hiroba/contract/items';
import { SITE_NAME } from '../content/page-head';
import { escapeHtml } from '../lib/html';

export const FEED_PATH = '/feed.xml';
export const FEED_TITLE = `${SITE_NAME}のコラム`;
export const FEED_SIZE = 20;

/** The やさしい日本語の要約 (plain text) as a headed section, a paragraph a line. */
export function easySummaryHtml(summary: string): string {
  const paragraphs = summary.split(/\n+/).filter((line) => line.trim()).map((line) => `<p>${escapeHtml(line)}</p>`);
  return `<section><h2>やさしい日本語の要約</h2>${paragraphs.join('')}</section>`;
}

export function registerColumnFeedRoute(app: FastifyInstance): void {
  const { config, services } = app.ctx;
  const absolute = (html: string) => html.replace(/(src|href)="\//g, `$1="${config.siteUrl}/`);

  app.get(FEED_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const columns = await services.columns.forFeed(FEED_SIZE);
    const feed = new Feed({
      id: `${config.siteUrl}${pagePath('column-list')}`,
      link: `${config.siteUrl}${pagePath('column-list')}`,
      title: FEED_TITLE,
      description: '障害福祉の制度・暮らし・仕事について、運営チームと専門家がお届けするコラムです。',
      language: 'ja',
      updated: columns[0] ? new Date(columns[0].updated_at) : new Date(0),
      generator: false,
      feedLinks: { atom: `${config.siteUrl}${FEED_PATH}` },
      author: { name: SITE_NAME, link: `${config.siteUrl}/` },
      copyright: `© ${SITE_NAME}`,
    });
    for (const c of columns) {
      const url = `${config.siteUrl}${itemPath({ kind: 'column', id: c.id })}`;
      feed.addItem({
        id: url,
        link: url,
        title: c.title,
        description: c.excerpt,
        content: (c.easy_summary ? easySummaryHtml(c.easy_summary) : '') + absolute(c.body),
        date: new Date(c.updated_at),
        published: new Date(c.published_at),
        ...(c.category_title && { category: [{ name: c.category_title, term: c.category_title }] }),
        ...(c.supervisor_name && { contributor: [{ name: `監修：${c.supervisor_name}` }] }),
        ...(c.thumbnail && { image: `${config.siteUrl}${c.thumbnail}` }),
      });
    }
    return reply
      .type('application/atom+xml; charset=utf-8')
      // Feed readers poll; ten minutes old is fine and spares the database.
      .header('cache-control', 'public, max-age=600')
      .send(feed.atom1());
  });
}
