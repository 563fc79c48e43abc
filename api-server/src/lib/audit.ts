// Every admin write is recorded: who did what to which object, and when. The actor is null for
// what the system did on its own (a scheduled column published by its job).
import type { Queryable } from '../db/database';

export async function audit(
  db: Queryable,
  actorUserId: number | null,
  action: string,
  target: { type: string; id: number | null },
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.query('INSERT INTO audit_logs (actor_user_id, action, target_type, target_id, detail) VALUES ($1, $2, $3, $4, $5)', [
    actorUserId,
    action,
    target.type,
    target.id,
    JSON.stringify(detail),
  ]);
}
