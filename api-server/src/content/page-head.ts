// The <head> of a content page for search engines and link previews: title, description, canonical
// URL, Open Graph and schema.org JSON-LD. Each kind brings its own JSON-LD (a question is a QAPage,
// a column an Article); the rest is the same for every kind.
import { escapeHtml, jsonForScript, type PageHead } from '../lib/html';

export const SITE_NAME = '障害福祉Q&Aひろば';

export interface ContentHead {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  jsonLd: Record<string, unknown>;
  /** Absolute URL of the picture link previews show (a column's eye-catch), with its alt text. */
  image?: { url: string; alt: string };
}

export function contentPageHead({ title, description, url, jsonLd, image }: ContentHead): PageHead {
  const fullTitle = `${title}｜${SITE_NAME}`;
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`;
  return {
    title: fullTitle,
    description,
    extra: [
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      meta('og:type', 'article'),
      meta('og:site_name', SITE_NAME),
      meta('og:locale', 'ja_JP'),
      meta('og:title', fullTitle),
      meta('og:description', description),
      meta('og:url', url),
      ...(image ? [meta('og:image', image.url), meta('og:image:alt', image.alt)] : []),
      `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
      `<script type="application/ld+json">${jsonForScript({ '@context': 'https://schema.org', ...jsonLd })}</script>`,
    ],
  };
}
