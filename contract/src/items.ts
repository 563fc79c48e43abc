// Where an item is shown, the one rule for every link to it (an answer's place on its question's
// page, a profile's page...): the browser's links, the server's page heads, the sitemap, and next the
// review queue and notification mails. Plain data: the browser bundles it.
import type { CanonicalQuestionType, ItemKind } from './fields';
import { pagePath } from './routes';

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
