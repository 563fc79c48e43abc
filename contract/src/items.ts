// Where an item is shown, the one rule for every link to it (an answer's place on its question's
// page, a profile's page...): the browser's links, the server's page heads, the sitemap, and next the
// review queue and notification mails. Plain data: the browser bundles it.
import type { CanonicalQuestionType, ItemKind } from './fields';
import { matchPage, pagePath } from './routes';

type QuestionPlace = { id: number; qa_type: CanonicalQuestionType };

/** What locates an item: a comment or reply is shown on its question's page. */
export type ItemPlace =
  | { kind: 'question'; id: number; qa_type: CanonicalQuestionType }
  | { kind: 'comment' | 'reply'; id: number; question: QuestionPlace }
  | { kind: 'column'; id: number }
  | { kind: 'profile'; id: number };

/** The element id of a comment or reply on its question's page (`#comment-12`). */
export const itemAnchor = (kind: Extract<ItemKind, 'comment' | 'reply'>, id: number): string => `${kind}-${id}`;

/** The path of the page that shows an item, with the anchor of a comment or reply. */
export function itemPath(place: ItemPlace): string {
  switch (place.kind) {
    case 'question':
      return pagePath('question-detail', { type: place.qa_type, id: place.id });
    case 'comment':
    case 'reply':
      return `${pagePath('question-detail', { type: place.question.qa_type, id: place.question.id })}#${itemAnchor(place.kind, place.id)}`;
    case 'column':
      return pagePath('column-detail', { id: place.id });
    case 'profile':
      return pagePath('view-profile', { type: 'user', id: place.id });
  }
}

/**
 * The member's item a link of this site shows (the reverse of itemPath): a question, the comment or
 * reply its anchor names, or a profile; null for any other page. A removal request (削除の申し出)
 * names its post by such a link.
 */
export function itemOfUrl(url: string): { kind: 'question' | 'comment' | 'reply' | 'profile'; id: number } | null {
  // The path and hash of a link of this site, absolute or not (any host: the person may have copied
  // it from a mirror or a mail).
  const [, rest = ''] = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/?#]*)?(.*)$/i.exec(url.trim()) ?? [];
  const hash = /#.*$/.exec(rest)?.[0] ?? '';
  let path: string;
  try {
    path = decodeURIComponent(rest.split(/[?#]/)[0]);
  } catch {
    return null;
  }
  const match = matchPage(path);
  const id = Number(match?.params.id);
  if (!match || !Number.isInteger(id) || id < 1) return null;
  if (match.route.name === 'view-profile') return match.params.type === 'user' ? { kind: 'profile', id } : null;
  if (match.route.name !== 'question-detail') return null;
  const anchor = /^#(comment|reply)-(\d+)$/.exec(hash);
  return anchor ? { kind: anchor[1] as 'comment' | 'reply', id: Number(anchor[2]) } : { kind: 'question', id };
}
