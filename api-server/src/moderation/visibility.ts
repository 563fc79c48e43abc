// How a member's post reaches a reader while it is held or hidden (docs/moderation.md#held-and-hidden-posts):
// its author and admins see it whole with its state; others do not see a held post at all and see a
// hidden one with its text replaced by the notice. Its answers, likes and counts stay as they are.
import { HIDDEN_NOTICE, type ModerationState } from '@hiroba/contract';
import { mayReport, maySeeModerated, type Actor } from '../policy/rules';

/** A post as read: its state and its author's id (null once they withdrew), which the answer never carries. */
export interface Moderated {
  moderation: ModerationState;
  author_id: number | null;
}

export type SeenItem<T extends Moderated> = Omit<T, 'moderation' | 'author_id'> & { moderation?: ModerationState; can_report: boolean };

/**
 * The post as this caller may see it, or null when they may not (held); `textFields` are replaced by
 * the notice when it is hidden from them.
 */
export function asSeenBy<T extends Moderated>(item: T, actor: Actor | null, textFields: readonly (keyof T & string)[]): SeenItem<T> | null {
  const { moderation, author_id: authorId, ...rest } = item;
  if (moderation === 'visible') return { ...rest, can_report: mayReport(actor, authorId) };
  if (maySeeModerated(actor, authorId)) return { ...rest, moderation, can_report: false };
  if (moderation === 'held') return null;
  return { ...rest, ...Object.fromEntries(textFields.map((field) => [field, HIDDEN_NOTICE])), can_report: false };
}

/** The SQL condition of a post others may find in lists, search, page heads and the sitemap. */
export const publicOnly = (alias: string) => `${alias}.moderation = 'visible'`;
