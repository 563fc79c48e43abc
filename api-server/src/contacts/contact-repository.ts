// The contact messages (contacts) as they were sent.
import type { Contact, ContactKind } from '@hiroba/contract';
import type { Queryable } from '../db/database';
import { limitClause } from '../db/page-clause';
import type { Paging } from '../lib/paging';

export async function insertContact(
  db: Queryable,
  message: { kind: ContactKind; url: string | null; userId: number | null; name: string; email: string; subject: string; body: string },
): Promise<{ id: number; created_at: string }> {
  const row = await db.one<{ id: number; created_at: string }>(
    'INSERT INTO contacts (kind, url, user_id, name, email, subject, body) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, created_at',
    [message.kind, message.url, message.userId, message.name, message.email, message.subject, message.body],
  );
  return row!;
}

/** A page of the messages, newest first, with how many there are. */
export async function listContacts(db: Queryable, page: Paging): Promise<{ rows: Contact[]; total: number }> {
  const params: unknown[] = [];
  const counted = await db.one<{ total: number }>('SELECT count(*)::int AS total FROM contacts');
  const rows = await db.query<Contact>(
    `SELECT id, user_id, kind, url, name, email, subject, body, created_at FROM contacts ORDER BY created_at DESC, id DESC${limitClause(page, params)}`,
    params,
  );
  return { rows, total: counted?.total ?? 0 };
}
