// The kinds of item (@hiroba/contract/fields ITEM_KINDS) as the database holds them: the one place a
// feature that refers to items (reactions, popularity, the admin's view of a person's activity, and
// next reports and moderation) finds an item's table, the column its reference's id names, its
// author, and how the audit log names it.
import type { ContentKind, ItemKind } from '@hiroba/contract';

export interface ItemTable {
  table: string;
  /** The column a reference's id is (a profile is named by its person's user id). */
  idColumn: string;
  /** The column that holds the author's user id (null once they withdrew). */
  authorColumn: string;
  /** audit_logs.target_type of an admin action on it (its target_id is the row's id). */
  auditTarget: string;
  /** Who writes it: members (what others may report, and what counts as a person's own), or the operators. */
  writtenBy: 'member' | 'operator';
}

export const ITEM_TABLES = {
  question: { table: 'questions', idColumn: 'id', authorColumn: 'user_id', auditTarget: 'question', writtenBy: 'member' },
  comment: { table: 'comments', idColumn: 'id', authorColumn: 'user_id', auditTarget: 'comment', writtenBy: 'member' },
  reply: { table: 'replies', idColumn: 'id', authorColumn: 'user_id', auditTarget: 'reply', writtenBy: 'member' },
  column: { table: 'columns', idColumn: 'id', authorColumn: 'author_user_id', auditTarget: 'column', writtenBy: 'operator' },
  profile: { table: 'user_informations', idColumn: 'user_id', authorColumn: 'user_id', auditTarget: 'user_information', writtenBy: 'member' },
} as const satisfies Record<ItemKind, ItemTable>;

/** The kinds members write, each with its tables. */
export const MEMBER_ITEMS = Object.values(ITEM_TABLES).filter((item) => item.writtenBy === 'member');

/** What the content module keeps per kind with a page of its own: the links to its tags. */
export const CONTENT_TAG_LINKS = {
  question: { table: 'question_tags', column: 'question_id' },
  column: { table: 'column_tags', column: 'column_id' },
} as const satisfies Record<ContentKind, { table: string; column: string }>;
