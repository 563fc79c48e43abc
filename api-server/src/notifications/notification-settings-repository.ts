// The mail settings: only the kinds a person changed are stored; the rest follow
// DEFAULT_MAIL_DELIVERY (which the mail jobs pass to SQL as `deliveryOf`).
import { DEFAULT_MAIL_DELIVERY, type MailDelivery, type NotificationKind, type Role } from '@hiroba/contract';
import type { Queryable } from '../db/database';

export interface StoredSetting {
  kind: NotificationKind;
  delivery: MailDelivery;
}

/** The SQL delivery of the notification `n` for its person, with `$defaults` = DEFAULTS_PARAM. */
export const deliveryOf = (n: string, defaults: string) =>
  `COALESCE((SELECT s.delivery FROM notification_settings s WHERE s.user_id = ${n}.user_id AND s.kind = ${n}.kind), ${defaults}::jsonb ->> ${n}.kind)`;
/** The defaults as the parameter deliveryOf reads. */
export const DEFAULTS_PARAM = JSON.stringify(DEFAULT_MAIL_DELIVERY);

export const storedSettings = (db: Queryable, userId: number) =>
  db.query<StoredSetting>('SELECT kind, delivery FROM notification_settings WHERE user_id = $1', [userId]);

export async function saveSettings(db: Queryable, userId: number, settings: StoredSetting[]): Promise<void> {
  if (settings.length === 0) return;
  await db.query(
    `INSERT INTO notification_settings (user_id, kind, delivery)
     SELECT $1, s.kind, s.delivery FROM json_to_recordset($2::json) AS s (kind text, delivery text)
     ON CONFLICT (user_id, kind) DO UPDATE SET delivery = excluded.delivery, updated_at = now()`,
    [userId, JSON.stringify(settings)],
  );
}

/** The person a link names, while the account exists (a withdrawn one gets no more mail anyway). */
export const settingsOwner = (db: Queryable, userId: number) =>
  db.one<{ id: number; role: Role }>('SELECT id, role FROM users WHERE id = $1 AND withdrawn_at IS NULL', [userId]);
