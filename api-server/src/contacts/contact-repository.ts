// The contact messages (contacts) as they were sent.
import type { Queryable } from '../db/database';

export async function insertContact(
  db: Queryable,
  message: { userId: number | null; name: string; email: string; subject: string; body: string },
): Promise<{ id: number; created_at: string }> {
  const row = await db.one<{ id: number; created_at: string }>(
    'INSERT INTO contacts (user_id, name, email, subject, body) VALUES ($1, $2, $3, $4, $5) RETURNING id, created_at',
    [message.userId, message.name, message.email, message.subject, message.body],
  );
  return row!;
}
